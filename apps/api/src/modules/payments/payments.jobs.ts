import type { JobQueue } from '../../platform/queue/job-queue.ts';
import { defineJob, noPayload } from '../../platform/queue/job-queue.ts';
import type { SandboxGateway } from './providers/sandbox/sandbox-gateway.ts';
import { sandboxDecideJob, sandboxNotifyJob } from './providers/sandbox/sandbox-gateway.ts';
import type { Reconciliation } from './reconciliation.ts';

/** Periodic: orders left pending at a provider are settled by asking it (reconciliation.ts). */
export const reconcileJob = defineJob('payments.reconcile', noPayload);

/** The payments' jobs, run at once by tests and the development tools. */
export interface PaymentJobs {
  reconcile(): Promise<number>;
  /** The sandbox's late failures that are due (null when the sandbox is not the provider). */
  decideSandbox(): Promise<number>;
}

export async function startPaymentJobs(
  queue: JobQueue,
  reconciliation: Reconciliation,
  sandbox: SandboxGateway | undefined,
): Promise<PaymentJobs> {
  await queue.work(reconcileJob, async () => {
    await reconciliation.reconcile();
  });
  await queue.schedule(reconcileJob, '*/5 * * * *');
  if (sandbox) {
    await queue.work(sandboxNotifyJob, async ({ paymentId }) => sandbox.notify(paymentId));
    await queue.work(sandboxDecideJob, async () => {
      await sandbox.decideDue();
    });
    await queue.schedule(sandboxDecideJob, '* * * * *');
  }
  return {
    reconcile: () => reconciliation.reconcile(),
    decideSandbox: async () => (sandbox ? sandbox.decideDue() : 0),
  };
}
