/**
 * What other modules may depend on in audit (decision 205): every admin action writes its entry
 * through `AuditRecorder.recordIn` in its own transaction.
 */
export type { AuditEntry, AuditRecorder } from './audit-log.repository.ts';
