// Zod without its compiled fast path: Zod 4 probes `new Function` when a schema is built, and under Keel's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') even the caught probe is reported as a violation.
// Zod reads its settings from this global (zod/v4/core `globalConfig`); a classic script runs before any module
// builds a schema, which an import in the entry module cannot promise.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
