/**
 * Guessing limits for TOTP codes that GoTrue itself does not keep (GoTrue has only its per-IP limit
 * on challenge and verify; docs/decisions/0032-two-factor-sign-in.md, "Guessing"):
 * - a factor takes at most `maxFactorFailures` wrong codes in `factorFailureWindowMs`, from any
 *   address and any challenge; past that, verify answers 429 until the window moves on;
 * - a challenge takes at most `maxChallengeFailures` wrong codes, then it is spent and a new one is
 *   needed;
 * - a code is accepted only when its time step is later than the factor's last accepted one
 *   (RFC 6238 §5.2: a verifier must not accept the same code twice).
 * Kept in memory, like GoTrue's rate limits: a restart forgets them.
 */
export interface TotpAttemptRules {
  maxChallengeFailures: number;
  maxFactorFailures: number;
  factorFailureWindowMs: number;
}

/** How long a spent challenge is remembered: its whole lifetime (`CHALLENGE_EXPIRY_SECONDS`). */
const SPENT_CHALLENGE_MEMORY_MS = 300_000;

export class TotpAttempts {
  private readonly factorFailures = new Map<string, number[]>();
  private readonly challengeFailures = new Map<string, { count: number; at: number }>();
  private readonly lastSteps = new Map<string, number>();

  constructor(private readonly rules: TotpAttemptRules) {}

  /** Whether the factor has used up its wrong codes for now. */
  factorLocked(factorId: string, now = Date.now()): boolean {
    return this.recentFactorFailures(factorId, now).length >= this.rules.maxFactorFailures;
  }

  /** Whether the challenge was spent by wrong codes (it no longer exists in the database). */
  challengeSpent(challengeId: string, now = Date.now()): boolean {
    const entry = this.challengeFailures.get(challengeId);
    return !!entry && entry.count >= this.rules.maxChallengeFailures && entry.at > now - SPENT_CHALLENGE_MEMORY_MS;
  }

  /** Counts a wrong (or reused) code; answers whether the challenge is now spent. */
  recordFailure(factorId: string, challengeId: string, now = Date.now()): boolean {
    this.factorFailures.set(factorId, [...this.recentFactorFailures(factorId, now), now]);
    const count = (this.challengeFailures.get(challengeId)?.count ?? 0) + 1;
    this.challengeFailures.set(challengeId, { count, at: now });
    this.forgetOld(now);
    return count >= this.rules.maxChallengeFailures;
  }

  /**
   * Takes the code's time step for the factor: false when a code of that step or a later one was
   * already accepted. Synchronous, so two concurrent verifies of one code cannot both pass.
   */
  claimStep(factorId: string, step: number): boolean {
    if (step <= (this.lastSteps.get(factorId) ?? -Infinity)) return false;
    this.lastSteps.set(factorId, step);
    return true;
  }

  /** A right code ends the factor's run of failures and the challenge's count. */
  succeeded(factorId: string, challengeId: string) {
    this.factorFailures.delete(factorId);
    this.challengeFailures.delete(challengeId);
  }

  private recentFactorFailures(factorId: string, now: number): number[] {
    return (this.factorFailures.get(factorId) ?? []).filter((at) => at > now - this.rules.factorFailureWindowMs);
  }

  private forgetOld(now: number) {
    if (this.challengeFailures.size + this.factorFailures.size < 10_000) return;
    for (const [id, entry] of this.challengeFailures) {
      if (entry.at < now - SPENT_CHALLENGE_MEMORY_MS) this.challengeFailures.delete(id);
    }
    for (const [id] of this.factorFailures) {
      if (this.recentFactorFailures(id, now).length === 0) this.factorFailures.delete(id);
    }
  }
}
