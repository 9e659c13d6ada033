import type { NextConfig } from 'next'

const config: NextConfig = {
  // `next dev` writes AGENTS.md into the app otherwise: this folder is a test app, not a project of its own.
  agentRules: false,
  experimental: { agentUpgrade: false },
}

export default config
