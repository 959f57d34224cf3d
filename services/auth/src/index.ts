export * from './auth.module';
export * from './auth.messages';
export * from './auth.config';
export { AuthSweep, DEMO_SESSIONS_PER_ADDRESS } from './demo-sessions';
export { PasswordResetSweep } from './password-resets';
export { verifyAuditChain } from './audit/verify/verify-audit-chain';
export { AppendAuditEntries } from './audit/application/append-audit-entries';
