// Vendored by scripts/vendor-postgres.mjs from node_modules/postgres/(none: written for Deno); do not edit.
import { Buffer } from 'node:buffer'
import process from 'node:process'
import { setImmediate, clearImmediate } from 'node:timers'

// postgres.js uses these as globals, which runtimes give npm packages but not always a local copy.
globalThis.Buffer ??= Buffer
globalThis.process ??= process
globalThis.setImmediate ??= setImmediate
globalThis.clearImmediate ??= clearImmediate
