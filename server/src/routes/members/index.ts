import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Store } from '../../store/core/database';
import { challengeRepository } from '../../store/members/challenge-repository';
import { memberFavouritesRepository } from '../../store/members/member-favourites-repository';
import { memberRepository } from '../../store/members/member-repository';
import { memberTokenRepository } from '../../store/members/member-token-repository';
import { passkeyRepository } from '../../store/members/passkey-repository';
import { recoveryCodeRepository } from '../../store/members/recovery-code-repository';
import { tripRepository } from '../../store/members/trip-repository';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { accountRoutes } from './account';
import { enrolmentRoutes } from './enrolment';
import { favouritesSaveRoutes } from './favourites-save';
import { keepMemberAnswersPrivate, signedInRoutes } from './member-guard';
import {
  memberLimitsOf,
  type MemberExportParts,
  type MemberRepositories,
  type MembersDependencies,
  type MembersOptions,
} from './member-limits';
import { passkeyRoutes } from './passkeys';
import { recoveryRoutes } from './recovery';
import { signInRoutes } from './sign-in';
import { tourAdaptationRoutes } from './tour-adaptation';
import { tripRoutes } from './trips';

/** The repositories the members' calls read through (docs/architecture.md, The house). */
const memberRepositoriesOf = (store: Store): MemberRepositories => ({
  challenges: challengeRepository(store),
  members: memberRepository(store),
  passkeys: passkeyRepository(store),
  recoveryCodes: recoveryCodeRepository(store),
  tokens: memberTokenRepository(store),
  trips: tripRepository(store),
  favourites: memberFavouritesRepository(store),
});

/**
 * Members (docs/members.md): enrolment, sign-in and recovery with passkeys, which need no
 * token; and, behind the member token's check, the member's passkeys, account, favourites,
 * trips (the tour adaptation among them).
 * Every call is a POST answered `private, no-store`; each write takes the write path of
 * docs/writes.md (a limit per client, an Idempotency-Key, one transaction, the answer after
 * the commit), each other call a limit per client.
 */
export const membersArea =
  (
    writes: WriteDependencies,
    options: MembersOptions,
    exportParts: MemberExportParts,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: MembersDependencies = {
      ...writes,
      relyingParty: options.relyingParty,
      repositories: memberRepositoriesOf(writes.store),
      limits: memberLimitsOf(options.limit),
      exportParts,
    };
    requireContentLang(app);
    keepMemberAnswersPrivate(app);
    enrolmentRoutes(app, deps);
    signInRoutes(app, deps);
    recoveryRoutes(app, deps);
    await app.register(
      signedInRoutes(deps.repositories.tokens, deps.now, async (signedIn) => {
        passkeyRoutes(signedIn, deps);
        accountRoutes(signedIn, deps);
        tripRoutes(signedIn, deps);
        await signedIn.register(favouritesSaveRoutes(deps));
        await signedIn.register(tourAdaptationRoutes(deps));
      }),
    );
  };
