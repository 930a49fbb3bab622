import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { json, openApp } from './app-screen';
import {
  browser,
  fakeWebAuthn,
  memberServer,
  NEW_PASSKEY,
  RECOVERY_CODES,
  refusal,
  servedAtName,
  SIGNATURE,
  TOKEN,
} from './member-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * The member area signed out (docs/members.md): reached from the menu; an account made with a
 * name and a passkey, its recovery codes shown once; sign-in with no name; recovery with a
 * code; a ceremony the visitor cancels; no network; and the two places passkeys cannot work
 * (a browser without WebAuthn, a numeric address).
 */

let atIp: () => void = () => undefined;
beforeEach(() => {
  browser.supported = true;
  browser.startRegistration.mockClear();
  browser.startAuthentication.mockClear();
  atIp = servedAtName();
});
afterEach(() => atIp());

const nameField = () => screen.getByRole('textbox', { name: /^Display name/ });
const press = (name: string | RegExp) => act(() => screen.getByRole('button', { name }).click());

describe('the member area, signed out', () => {
  it('is reached from the menu and offers sign-in, an account and recovery', async () => {
    memberServer();
    await openApp('/en/');
    act(() => screen.getByRole('button', { name: 'Open menu' }).click());
    const link = await screen.findByRole('link', { name: 'Member' });
    act(() => link.click());
    await screen.findByRole('heading', { level: 1, name: 'Member' });
    expect(window.location.hash).toBe('#/en/member');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create an account with a passkey' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeDefined();
  });

  it('checks the name as the server would, then enrols and shows the codes once', async () => {
    const server = memberServer();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Create an account' });
    press('Create an account with a passkey');
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
    expect(screen.getByText('Please fill this in.')).toBeDefined();
    expect(server.sent).toEqual([]);

    fireEvent.change(nameField(), { target: { value: '  Lin Mei ' } });
    press('Create an account with a passkey');
    const codes = await screen.findByRole('heading', { level: 2, name: 'Your recovery codes' });
    await waitFor(() => expect(document.activeElement).toBe(codes));
    expect(server.bodiesOf('memberRegisterOptions')).toEqual([{ displayName: 'Lin Mei' }]);
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'Y2hhbGxlbmdl' },
    });
    expect(server.bodiesOf('memberRegister')).toEqual([
      // Named after the browser and system (jsdom's agent names only its system).
      { challengeId: 'challenge-1', response: NEW_PASSKEY, label: 'Linux' },
    ]);
    const list = within(screen.getByRole('list', { name: 'Recovery codes' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBe(TOKEN);
    expect(JSON.stringify(localStorage)).not.toContain(RECOVERY_CODES[0]);

    press('I have saved them');
    const account = await screen.findByRole('heading', { level: 2, name: 'Your account' });
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(screen.queryByText(RECOVERY_CODES[0]!)).toBeNull();
    cleanup();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    expect(screen.queryByRole('heading', { name: 'Your recovery codes' })).toBeNull();
  });

  it('signs in with a passkey, asking no name', async () => {
    const server = memberServer();
    await openApp('/en/member');
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    press('Sign in with a passkey');
    const account = await screen.findByRole('heading', { level: 2, name: 'Your account' });
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(server.bodiesOf('memberSignInOptions')).toEqual([{}]);
    expect(server.bodiesOf('memberSignIn')).toEqual([
      { challengeId: 'challenge-1', response: SIGNATURE },
    ]);
    expect(screen.getByText('Signed in as Lin Mei')).toBeDefined();
  });

  it('says plainly that the prompt was closed, and lets the visitor try again', async () => {
    memberServer();
    browser.startAuthentication.mockRejectedValueOnce(refusal('NotAllowedError'));
    await openApp('/en/member');
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    press('Sign in with a passkey');
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe(
      'The passkey request was closed or timed out. Nothing was changed; you can try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(said));
    press('Sign in with a passkey');
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
  });

  it('keeps what was typed when there is no network, and says so', async () => {
    const server = memberServer();
    server.answer('memberRegisterOptions', () => 'unreachable');
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Create an account' });
    fireEvent.change(nameField(), { target: { value: 'Lin Mei' } });
    press('Create an account with a passkey');
    const said = await screen.findByRole('alert');
    expect(said.textContent).toMatch(/^No network: nothing was sent/);
    expect((nameField() as HTMLInputElement).value).toBe('Lin Mei');
    expect(browser.startRegistration).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it('recovers with a code typed as on paper, refusing a code of the wrong form first', async () => {
    const server = memberServer();
    server.answer('memberRecoverOptions', (_url, body) =>
      (body as { recoveryCode: string }).recoveryCode === 'ABCD-EFGH-JKMN-PQRS'
        ? json({
            success: true,
            data: { challengeId: 'challenge-1', options: { challenge: 'Y2' } },
          })
        : // The server's answer to a code it does not know or has seen used (docs/members.md).
          json({ success: false, message: 'This recovery code is not known' }, 401),
    );
    await openApp('/en/member');
    await screen.findByRole('button', { name: 'Use a recovery code' });
    press('Use a recovery code');
    const field = screen.getByRole('textbox', { name: /^Recovery code/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'abcd efgh' } });
    press('Recover my account');
    await screen.findByText(/^A recovery code has 16 letters and digits/);
    expect(server.bodiesOf('memberRecoverOptions')).toEqual([]);

    fireEvent.change(field, { target: { value: 'abcd efgh jkmn pqrt' } });
    press('Recover my account');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This recovery code is not known, or it has been used already.',
    );
    fireEvent.change(field, { target: { value: 'abcd efgh jkmn pqrs' } });
    press('Recover my account');
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    expect(server.bodiesOf('memberRecoverOptions').at(-1)).toEqual({
      recoveryCode: 'ABCD-EFGH-JKMN-PQRS',
    });
    expect(server.bodiesOf('memberRecover')).toHaveLength(1);
  });

  it('reads in Chinese, the name’s message included', async () => {
    memberServer();
    await openApp('/zh-tw/member');
    await screen.findByRole('heading', { level: 1, name: '會員' });
    press('以通行金鑰建立帳號');
    await screen.findByText('請填寫此欄。');
  });
});

describe('where passkeys cannot work', () => {
  it('says so in a browser without WebAuthn, with the address to copy', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    browser.supported = false;
    memberServer();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: 'Passkeys do not work in this browser' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    const address = screen.getByRole('textbox', { name: 'Address of this page' });
    expect((address as HTMLInputElement).value).toBe(window.location.href);
    press('Copy the address');
    await screen.findByText('The address was copied.');
    expect(copied).toEqual([window.location.href]);
    vi.unstubAllGlobals();
  });

  it('leads from a numeric address to the same page at localhost', async () => {
    atIp();
    memberServer();
    await openApp('/en/member');
    await screen.findByRole('heading', { level: 2, name: "Passkeys need the site's name" });
    const link = screen.getByRole('link', { name: /^Open this page at http:\/\/localhost:/ });
    expect(link.getAttribute('href')).toBe(
      window.location.href.replace('//127.0.0.1:', '//localhost:'),
    );
    expect(screen.queryByRole('button', { name: 'Create an account with a passkey' })).toBeNull();
  });
});
