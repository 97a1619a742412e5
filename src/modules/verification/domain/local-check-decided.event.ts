/** The local verifier decided a check: its webhook is delivered once the decision has committed (after-commit, through the outbox). */
export class LocalCheckDecided {
  constructor(readonly providerCheckId: string) {}
}
