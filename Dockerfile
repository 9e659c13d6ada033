# syntax=docker/dockerfile:1
# The mock as a container image: `docker build -t messaging-mock .`, then
# `docker run -p 4010:4010 -v ./qa:/fixtures messaging-mock --fixtures /fixtures/bug-123.json`;
# its tenants kept across restarts: `-v mock-state:/state -e MESSAGING_MOCK_STATE_DIR=/state`.
# On a network that re-signs TLS, give the build its CA bundle as the secret `ca`:
# `docker build --secret id=ca,src=/etc/ssl/certs/ca-certificates.crt -t messaging-mock .`
# docs/deploy.md has the rest: variables, the health check, CI services, one mock per organisation.
ARG NODE_IMAGE=node:26-slim

# The build: every dependency (the compiler, the bundlers, Redoc's page), then dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /build
COPY package.json package-lock.json ./
COPY tools/codegen/package.json tools/codegen/package.json
# Install scripts are off: nothing the build needs runs one (docs/development.md, allowScripts).
RUN --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# The runtime dependencies alone, from the same lockfile.
FROM ${NODE_IMAGE} AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --omit=dev --ignore-scripts --workspaces=false --no-audit --no-fund \
    && npm cache clean --force

# The image: the built package and its runtime dependencies, run as the image's unprivileged user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=4010 \
    MESSAGING_MOCK_HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-dependencies /app/node_modules ./node_modules
COPY --from=build /build/dist ./dist
COPY package.json ./
COPY schemas ./schemas
COPY fixtures ./fixtures
# Where the tenants are kept when asked (-e MESSAGING_MOCK_STATE_DIR=/state -v mock-state:/state),
# owned by the user the mock runs as, so that a named volume mounted there starts writable for it.
# Not set by default, and no VOLUME: a CI service or a test's container starts empty, and an
# anonymous volume would be left behind by every container (docs/deploy.md, "Keeping its tenants").
RUN mkdir /state && chown node:node /state
USER node
EXPOSE 4010
# Probes need no token: /__health answers without the admin token.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.MESSAGING_MOCK_PORT || process.env.PORT || 4010}/__health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is the container's first process and gets SIGTERM itself (it drains, writes what
# its state directory waits for, then exits).
ENTRYPOINT ["node", "dist/main.js"]
