/** The limits of a request's head: the Node server enforces them (src/http/head.ts), the OpenAPI document states them. */

/** The longest request target (path and query, as sent) the mock takes: 16 KiB. */
export const targetLimit = 16 * 1024
/** The most bytes of header names and values the mock takes in all: 16 KiB. */
export const headerLimit = 16 * 1024
/**
 * What the server's HTTP parser reads of a head (request line and headers) before it gives up, as
 * Node's `maxHeaderSize`: far more than the limits above, so that a head over them is read whole
 * and refused by the app exactly (414 or 431, a problem with CORS headers), not cut off mid-line
 * by the parser, which cannot tell a request line from a header.
 */
export const headReadLimit = 1024 * 1024
