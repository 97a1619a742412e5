import { DomainError } from './domain-error';

/** Who may cause a transition, as the generated lifecycle tables name them. */
export const ACTORS = {
  customer: 'customer',
  staff: 'staff',
  prescriber: 'prescriber',
  billing: 'billing engine',
} as const;
export type Actor = keyof typeof ACTORS;

/** One named transition of a lifecycle: where it may start, where it leads, and who may cause it. */
export interface TransitionDeclaration<S extends string> {
  from: readonly S[];
  /** Where it leads; a list when the one causing it chooses (the caller names the state). */
  to: S | readonly S[];
  by: readonly Actor[];
  /** What happens, in a sentence, for the generated table. */
  means: string;
  /**
   * How a refusal from a wrong state (or, where the caller names it, to a wrong one) is answered,
   * when the API has long answered it with a code and words of its own, or the words must say
   * what to do instead; otherwise `<NAME>.TRANSITION_REFUSED` and a message naming both states.
   */
  refusal?: { code: string; message: (from: S, to: S) => string };
}

export interface LifecycleDeclaration<S extends string, T extends string> {
  /** The thing that moves, in words ('subscription', 'subscription item'). */
  name: string;
  /** Prefix of the default refusal code ('SUBSCRIPTION'). */
  codePrefix: string;
  initial: S;
  /** Every state, with what it means. */
  states: Record<S, string>;
  transitions: Record<T, TransitionDeclaration<S>>;
}

/**
 * A transition the lifecycle does not allow: from where, to where, and why. The one error
 * every refused status change raises; its code is the transition's own where the API has one.
 */
export class TransitionRefusedError extends DomainError {
  readonly kind = 'conflict' as const;

  constructor(
    readonly code: string,
    readonly transition: string,
    readonly from: string,
    readonly to: string,
    why: string,
  ) {
    super(why);
  }
}

/**
 * A declared lifecycle (shared/docs guide §4, after Vendure's order process): the only place a
 * status is written. `take` checks the declaration and moves the subject, or refuses and changes nothing.
 */
export class Lifecycle<S extends string, T extends string> {
  private constructor(readonly declaration: LifecycleDeclaration<S, T>) {}

  /** `Lifecycle.of<Status>()({...})`: the states are given, the transitions' names are read from the declaration. */
  static of<S extends string>() {
    return <T extends string>(declaration: LifecycleDeclaration<S, T>): Lifecycle<S, T> => new Lifecycle(declaration);
  }

  get initial(): S {
    return this.declaration.initial;
  }

  /** The states `transition` may lead to. */
  targets(transition: T): readonly S[] {
    const { to } = this.declaration.transitions[transition];
    return typeof to === 'string' ? [to as S] : (to as readonly S[]);
  }

  /** Whether `by` may take `transition` from `from` (to `to`, when the transition leads to several). */
  allows(transition: T, from: S, by: Actor, to?: S): boolean {
    return this.refusal(transition, from, by, to) === null;
  }

  /** Throws the refusal `take` would raise, changing nothing: for a check made before other work starts. */
  check(subject: { status: S }, transition: T, by: Actor, to?: S): void {
    const refused = this.refusal(transition, subject.status, by, to);
    if (refused) throw refused;
  }

  /** Moves `subject` along `transition`; returns where it came from (for the audit trail). */
  take(subject: { status: S }, transition: T, by: Actor, to?: S): { from: S; to: S } {
    this.check(subject, transition, by, to);
    const from = subject.status;
    subject.status = to ?? this.targets(transition)[0];
    return { from, to: subject.status };
  }

  private refusal(transition: T, from: S, by: Actor, to: S | undefined): TransitionRefusedError | null {
    const declared = this.declaration.transitions[transition];
    const targets = this.targets(transition);
    if (to === undefined && targets.length > 1) throw new Error(`The ${this.declaration.name} transition '${transition}' needs the state it leads to`);
    const target = to ?? targets[0];
    const refuse = (code: string, why: string) => new TransitionRefusedError(code, transition, from, target, why);
    const defaultCode = `${this.declaration.codePrefix}.TRANSITION_REFUSED`;
    if (!declared.by.includes(by)) {
      return refuse(defaultCode, `Only the ${declared.by.map((actor) => ACTORS[actor]).join(' or ')} may ${transition} a ${this.declaration.name}.`);
    }
    if (!declared.from.includes(from)) {
      return declared.refusal
        ? refuse(declared.refusal.code, declared.refusal.message(from, target))
        : refuse(defaultCode, `This ${this.declaration.name} is ${from}: it cannot ${transition} (only from ${declared.from.join(', ')}).`);
    }
    if (!targets.includes(target)) {
      return declared.refusal ? refuse(declared.refusal.code, declared.refusal.message(from, target)) : refuse(defaultCode, `A ${this.declaration.name} cannot ${transition} to ${target}.`);
    }
    return null;
  }
}
