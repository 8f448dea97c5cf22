import { PATHS } from '@guildhall/contracts/paths';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http';
import type { MailService } from '../mail/service';
import type { FailureThrottle } from './failure-throttle';

/** What is being guessed: a member's password, an admin's, or the admin secret key (one key for everyone). */
export type GuardedSecret = 'member' | 'admin' | 'admin-secret';

/** Whom to tell when a key is first blocked. */
export interface GuardedOwner {
  fullname: string;
  email: string | null;
  /** The account's id (the e-mail's reference). */
  id: string;
}

/** The throttle's key of each account or secret (docs/choices.md, "Sign-in and sessions"). */
export const guardKeys = {
  member: (memberId: string) => `member:${memberId}`,
  /** An e-mail or LPU ID that names no member: blocked the same way, so that a block tells nothing. */
  unknownMember: (identifier: string) => `member-identifier:${identifier}`,
  /** Admins sign in by name (any case). */
  admin: (fullname: string) => `admin:${fullname.trim().toLowerCase()}`,
  adminSecret: 'admin-secret',
} as const;

/** A 429 while a key is blocked or busy; its Retry-After is set by `retryAfterOfBlock`. */
export class BlockedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

function blockedMessage(secret: GuardedSecret, ms: number): string {
  switch (secret) {
    case 'member':
      return `Too many wrong passwords for this account. Please try again in ${minutes(ms)}, or reset your password with 'Forgot Password?'.`;
    case 'admin':
      return `Too many wrong passwords for this account. Please try again in ${minutes(ms)}.`;
    case 'admin-secret':
      return `Too many wrong secret keys. Please try again in ${minutes(ms)}.`;
  }
}

/** While every attempt a key may still take is under way: a few seconds and they have ended. */
const BUSY_RETRY_AFTER_SECONDS = 5;

function busyMessage(secret: GuardedSecret): string {
  return secret === 'admin-secret'
    ? 'Too many secret key attempts at once. Please try again in a few seconds.'
    : 'Too many sign-in attempts for this account at once. Please try again in a few seconds.';
}

/** One reserved check of a password or secret key; it ends once, as one of these (else `attempt` releases it). */
export interface SignInAttempt {
  /** A wrong one: counted; the owners are e-mailed when this starts a series of blocks. */
  failed(owners?: readonly GuardedOwner[] | (() => Promise<readonly GuardedOwner[]>)): Promise<void>;
  /** A right one: the key starts afresh. */
  succeeded(): Promise<void>;
}

/** An onError hook: a block's 429 carries Retry-After (seconds). */
export async function retryAfterOfBlock(_request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  if (error instanceof BlockedError) reply.header('retry-after', String(error.retryAfterSeconds));
}

interface SignInGuardDeps {
  throttle: FailureThrottle;
  /** The throttle's failures before a first block (for the owner's e-mail). */
  failuresBeforeBlock: number;
  mail: MailService;
  publicAppUrl: string;
}

/**
 * Wraps every check of a password or of the admin secret key: reserves the attempt before the check (refused while
 * the key is blocked or its allowed attempts are all under way), counts failures, tells the owner when a series of
 * blocks starts, and starts afresh after a right password.
 */
export function createSignInGuard({ throttle, failuresBeforeBlock, mail, publicAppUrl }: SignInGuardDeps) {
  const signInPage = (secret: GuardedSecret) =>
    `${publicAppUrl.replace(/\/+$/, '')}${secret === 'member' ? PATHS.auth : PATHS.adminAuth}`;

  async function tell(owner: GuardedOwner, secret: GuardedSecret, blockedMs: number) {
    if (!owner.email) return;
    const pause = `for ${minutes(blockedMs)}, and for longer each time the guessing goes on (up to an hour)`;
    const text =
      secret === 'admin-secret'
        ? `Someone typed ${failuresBeforeBlock} wrong admin secret keys in a row on the member registration ` +
          `form. Registering members with the secret key is paused ${pause}; signed-in admins can still add ` +
          'members. If the key may be known outside the admins, change ADMIN_SECRET.\n'
        : `Someone typed ${failuresBeforeBlock} wrong passwords in a row for your Guildhall account. Signing in ` +
          `with a password is paused ${pause}.\n\n` +
          (secret === 'member'
            ? `If it was you, wait a little, or choose a new password with 'Forgot Password?' at ${signInPage(secret)}`
            : `If it was you, wait a little and sign in again at ${signInPage(secret)}`) +
          '\n\nIf it was not you, your password was not found: the pause stopped the guessing. A long password you ' +
          'use nowhere else keeps it that way; a new one also signs out every device signed in to the account.\n';
    await mail.enqueue({
      kind: 'sign-in-blocked',
      reference: owner.id,
      to: owner.email,
      subject:
        secret === 'admin-secret'
          ? 'Guildhall admin secret key: registration paused'
          : 'Sign-in to your Guildhall account paused',
      text: `Hello ${owner.fullname},\n\n${text}`,
    });
  }

  return {
    /**
     * Runs `check` (the password check, and what it needs first) as one attempt on `key`, reserved before it
     * starts (docs/choices.md, "Sign-in and sessions"): refused with the block's 429 while the key is blocked
     * (whatever the password: a right one is refused like a wrong one), or a 429 of its own while the attempts the
     * key may still take are all under way. `check` ends the attempt with `failed` or `succeeded`; if it returns
     * or throws without either (nothing judged, or a right secret key that resets nothing), the reservation is
     * released uncounted.
     */
    async attempt<T>(key: string, secret: GuardedSecret, check: (attempt: SignInAttempt) => Promise<T>): Promise<T> {
      const reservation = await throttle.reserve(key);
      if (reservation.outcome === 'blocked') {
        const ms = reservation.blockedMs;
        throw new BlockedError(blockedMessage(secret, ms), Math.ceil(ms / 1000));
      }
      if (reservation.outcome === 'busy') throw new BlockedError(busyMessage(secret), BUSY_RETRY_AFTER_SECONDS);
      const { id } = reservation;
      let ended = false;
      try {
        return await check({
          async failed(owners = []) {
            const { blockedMs, firstBlock } = await throttle.fail(key, id);
            ended = true;
            if (!firstBlock) return;
            for (const owner of typeof owners === 'function' ? await owners() : owners)
              await tell(owner, secret, blockedMs);
          },
          async succeeded() {
            await throttle.clear(key, id);
            ended = true;
          },
        });
      } finally {
        // Not counted either way; should the release itself fail (Redis gone), the reservation expires on its own.
        if (!ended) await throttle.release(key, id).catch(() => undefined);
      }
    },

    /** The key starts afresh (a password reset by e-mail). */
    succeeded(key: string): Promise<void> {
      return throttle.clear(key);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
