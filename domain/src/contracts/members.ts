import { z } from 'zod';
import { requiredText, plainText } from './coerce';
import { envelope } from './envelope';
import { favouritesCollectionSchema } from './favourites';
import { memberTokenSchema } from './member-token';
import { ownReviewSchema } from './reviews';
import { campaignCheckInRecordSchema } from './campaign-record';
import { tripSchema } from './trip';
import { DISPLAY_NAME_MAX, PASSKEY_LABEL_MAX, RECOVERY_CODE_COUNT } from '../rules/member-session';

/**
 * The member calls (docs/members.md): passkeys (WebAuthn, through @simplewebauthn on both
 * ends), the member token of requirements §6, the member's own data, and the favourites save of
 * requirements §7 (its contract in requests.ts, with the tour adaptation's). Every call is a POST with a JSON body; the token travels in the body, never in
 * a cookie, so no other call of the app carries it.
 */

/** A base64url text (WebAuthn's JSON encoding of bytes), at most `max` characters. */
const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(/^[A-Za-z0-9_-]*$/, { error: `${field} must be base64url` });

export { memberTokenSchema };

/** A call that needs only the member: the passkeys, the profile, sign-out, export. */
export const memberTokenRequestSchema = z.object({ token: memberTokenSchema });
export type MemberTokenRequest = z.infer<typeof memberTokenRequestSchema>;

/** Which WebAuthn ceremony a challenge is for: one challenge, one ceremony, once. */
export const challengeIdSchema = base64url('challengeId', 64).min(1, {
  error: 'challengeId must not be empty',
});

const transportsSchema = z
  .array(z.string().max(32, { error: 'transports must be short texts' }))
  .max(10, { error: 'transports must be at most 10' })
  .optional();
const clientExtensionResultsSchema = z.record(z.string(), z.unknown(), {
  error: 'clientExtensionResults must be an object',
});
const authenticatorAttachmentSchema = z
  .enum(['platform', 'cross-platform'], {
    error: 'authenticatorAttachment must be platform or cross-platform',
  })
  .optional();

/** What `startRegistration` of @simplewebauthn/browser gives (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url('response.id', 1366),
  rawId: base64url('response.rawId', 1366),
  type: z.literal('public-key', { error: 'response.type must be public-key' }),
  response: z.object({
    clientDataJSON: base64url('response.clientDataJSON', 8192),
    attestationObject: base64url('response.attestationObject', 65536),
    authenticatorData: base64url('response.authenticatorData', 65536).optional(),
    publicKey: base64url('response.publicKey', 8192).optional(),
    publicKeyAlgorithm: z.int({ error: 'publicKeyAlgorithm must be a whole number' }).optional(),
    transports: transportsSchema,
  }),
  clientExtensionResults: clientExtensionResultsSchema,
  authenticatorAttachment: authenticatorAttachmentSchema,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What `startAuthentication` gives (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url('response.id', 1366),
  rawId: base64url('response.rawId', 1366),
  type: z.literal('public-key', { error: 'response.type must be public-key' }),
  response: z.object({
    clientDataJSON: base64url('response.clientDataJSON', 8192),
    authenticatorData: base64url('response.authenticatorData', 65536),
    signature: base64url('response.signature', 4096),
    userHandle: base64url('response.userHandle', 128).optional(),
  }),
  clientExtensionResults: clientExtensionResultsSchema,
  authenticatorAttachment: authenticatorAttachmentSchema,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

export const displayNameSchema = requiredText('displayName', DISPLAY_NAME_MAX);
/** The passkey's name in the member's list; the browser's own description when left empty. */
export const passkeyLabelSchema = plainText('label', PASSKEY_LABEL_MAX).optional();

/** Enrolment, step 1: the name to show; the answer carries the options for the browser. */
export const registerOptionsRequestSchema = z.object({ displayName: displayNameSchema });
/** Adding a passkey: the member's token. */
export const addPasskeyOptionsRequestSchema = memberTokenRequestSchema;
/** Recovery on a new phone: one of the codes given at enrolment. */
export const recoverOptionsRequestSchema = z.object({
  recoveryCode: requiredText('recoveryCode', 40),
});
/** Sign-in asks for no name: the passkey says whose it is (a discoverable credential). */
export const signInOptionsRequestSchema = z.object({});

/**
 * The options for the browser's WebAuthn call, made by @simplewebauthn/server and passed to
 * @simplewebauthn/browser as they are; `challengeId` names the challenge kept on the server.
 */
export const ceremonyOptionsSchema = z.object({
  challengeId: challengeIdSchema,
  options: z.object({ challenge: base64url('options.challenge', 128) }).loose(),
});
export type CeremonyOptions = z.infer<typeof ceremonyOptionsSchema>;
export const ceremonyOptionsAnswerSchema = envelope(ceremonyOptionsSchema);

/** Enrolment, step 2, and recovery's step 2: the new passkey. */
export const registerRequestSchema = z.object({
  challengeId: challengeIdSchema,
  response: registrationResponseSchema,
  label: passkeyLabelSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const recoverRequestSchema = registerRequestSchema;
export const addPasskeyRequestSchema = registerRequestSchema.extend({ token: memberTokenSchema });
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;

export const signInRequestSchema = z.object({
  challengeId: challengeIdSchema,
  response: authenticationResponseSchema,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

const epochMs = (field: string) =>
  z.int({ error: `${field} must be a whole number of milliseconds` }).nonnegative();

/** The member as the app shows them. */
export const memberSchema = z.object({
  displayName: z.string(),
  createdAt: epochMs('createdAt'),
});
export type Member = z.infer<typeof memberSchema>;

/**
 * Signed in: the member, the token (given once; the server keeps its hash) and when it ends if
 * unused (requirements §6 "token expiry time"). The recovery codes come only at enrolment, once.
 */
export const signedInSchema = z.object({
  member: memberSchema,
  token: z.string().min(1),
  expiresAt: epochMs('expiresAt'),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;
export const signedInAnswerSchema = envelope(signedInSchema);

export const passkeySchema = z.object({
  id: z.int().positive(),
  label: z.string(),
  createdAt: epochMs('createdAt'),
  lastUsedAt: epochMs('lastUsedAt').nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysAnswerSchema = envelope(z.array(passkeySchema));

export const removePasskeyRequestSchema = z.object({
  token: memberTokenSchema,
  passkeyId: z
    .int({ error: 'passkeyId must be a whole number' })
    .positive({ error: 'passkeyId must be positive' }),
});
export type RemovePasskeyRequest = z.infer<typeof removePasskeyRequestSchema>;

/** Requirements §3 "user point data (key and coin)". */
export const memberPointsSchema = z.object({
  key: z.int().nonnegative(),
  coin: z.int().nonnegative(),
});

/** The member area's first screen. */
export const memberProfileSchema = memberSchema.extend({
  points: memberPointsSchema,
  passkeys: z.int().nonnegative(),
  recoveryCodesLeft: z.int().nonnegative(),
  /** When the token used for this call ends if unused (it was just used, so from now). */
  expiresAt: epochMs('expiresAt'),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileAnswerSchema = envelope(memberProfileSchema);

/** Deleting the account: said twice, so no stray tap erases it. */
export const deleteMemberRequestSchema = z.object({
  token: memberTokenSchema,
  confirm: z.literal(true, { error: 'confirm must be true' }),
});

/** "Download my data": everything kept of the member, as one JSON document. */
export const memberExportSchema = z.object({
  member: memberSchema,
  passkeys: z.array(passkeySchema),
  favourites: favouritesCollectionSchema,
  /** The member's trips, each whole (docs/members.md, Trips). */
  trips: z.array(tripSchema),
  /** The member's reviews, with where each stands (docs/reviews.md). */
  reviews: z.array(ownReviewSchema),
  points: memberPointsSchema,
  /** The member's check-ins at campaign places (docs/campaigns.md), oldest first. */
  campaignCheckIns: z.array(campaignCheckInRecordSchema),
  exportedAt: epochMs('exportedAt'),
});
export type MemberExport = z.infer<typeof memberExportSchema>;
export const memberExportAnswerSchema = envelope(memberExportSchema);

/** An answer that carries nothing but its success (sign-out, removal, deletion). */
export const doneAnswerSchema = envelope(z.literal(true));
