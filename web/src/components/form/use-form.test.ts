import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contactSchema, visitorText } from '@ecg/domain/contracts';
import { fieldId, useForm } from './use-form';

const schema = z.object({ topic: visitorText('topic', 20), contact: contactSchema });

describe('useForm', () => {
  it('sets and reads nested fields by their path, as the contract reads them', () => {
    const { result } = renderHook(() => useForm(schema, { topic: '' }, 'f'));
    act(() => {
      result.current.set('topic', 'signs');
      result.current.set('contact.name', 'Lin');
      result.current.set('contact.email', 'lin@example.tw');
    });
    expect(result.current.values).toEqual({
      topic: 'signs',
      contact: { name: 'Lin', email: 'lin@example.tw' },
    });
    expect(result.current.get('contact.name')).toBe('Lin');
    let checked: unknown;
    act(() => {
      checked = result.current.check();
    });
    expect(checked).toEqual({
      topic: 'signs',
      contact: { name: 'Lin', email: 'lin@example.tw', phone: undefined },
    });
  });

  it('clears the message of the field changed and of what it is part of, and only those', () => {
    const { result } = renderHook(() => useForm(schema, {}, 'f'));
    act(() => {
      result.current.check();
    });
    expect(Object.keys(result.current.issues)).toEqual(['topic', 'contact']);
    act(() => {
      result.current.set('contact.name', 'Lin');
    });
    expect(Object.keys(result.current.issues)).toEqual(['topic']);
    act(() => {
      result.current.check();
    });
    expect(Object.keys(result.current.issues)).toEqual(['topic', 'contact.email']);
    act(() => {
      result.current.set('contact.email', 'lin@example.tw');
    });
    expect(Object.keys(result.current.issues)).toEqual(['topic']);
  });

  it('reads and sets fields inside lists by their index, as the contract names them', () => {
    const { result } = renderHook(() =>
      useForm(z.object({ link: z.array(z.object({ url: z.url() })) }), { link: [{ url: '' }] }),
    );
    act(() => {
      result.current.set('link.0.url', 'https://a.tw');
    });
    expect(result.current.values).toEqual({ link: [{ url: 'https://a.tw' }] });
    expect(Array.isArray(result.current.values.link)).toBe(true);
    expect(result.current.get('link.0.url')).toBe('https://a.tw');
  });

  it('checks the request made of the values where the form holds text for a number', () => {
    const counted = z.object({ capacity: z.int().min(1) });
    const { result } = renderHook(() => useForm(counted, { capacity: '2.5' }, 'f'));
    let checked: unknown;
    act(() => {
      checked = result.current.check({ capacity: Number(result.current.values.capacity) });
    });
    expect(checked).toBeUndefined();
    expect(result.current.issues).toEqual({
      capacity: { field: 'capacity', rule: 'wholeNumber' },
    });
    act(() => {
      checked = result.current.check({ capacity: 3 });
    });
    expect(checked).toEqual({ capacity: 3 });
    expect(result.current.issues).toEqual({});
  });

  it('starts again from its first values, with no message', () => {
    const { result } = renderHook(() => useForm(schema, { topic: '' }, 'f'));
    act(() => {
      result.current.set('topic', 'signs');
      result.current.check();
    });
    act(() => {
      result.current.reset();
    });
    expect(result.current.values).toEqual({ topic: '' });
    expect(result.current.issues).toEqual({});
  });
});

describe('useForm, the server\u2019s issues and the focus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** Inputs with the ids the form's fields give them, and frames run at once. */
  function page(formId: string, fields: string[]) {
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
      run(0);
      return 0;
    });
    for (const field of fields) {
      const input = document.createElement('input');
      input.id = fieldId(formId, field);
      document.body.append(input);
    }
  }

  it('shows a refusal at its fields, the first of each, and focuses the first field', () => {
    page('f', ['topic', 'contact-email']);
    const { result } = renderHook(() => useForm(schema, { topic: 'signs' }, 'f'));
    act(() => {
      result.current.showIssues([
        { field: 'contact.email', rule: 'emailOrPhone' },
        { field: 'contact.email', rule: 'email' },
        { field: 'topic', rule: 'duplicate', key: 'refusals.duplicate' },
      ]);
    });
    expect(result.current.issues).toEqual({
      'contact.email': { field: 'contact.email', rule: 'emailOrPhone' },
      topic: { field: 'topic', rule: 'duplicate', key: 'refusals.duplicate' },
    });
    expect(document.activeElement?.id).toBe('f-contact-email');
  });

  it('focuses the first field at fault of its own check, in the contract\u2019s order', () => {
    page('f', ['topic', 'contact']);
    const { result } = renderHook(() => useForm(schema, {}, 'f'));
    act(() => {
      result.current.check();
    });
    expect(document.activeElement?.id).toBe('f-topic');
  });

  it('names its fields after an id of its own where it is given none', () => {
    const first = renderHook(() => useForm(schema, {}));
    const second = renderHook(() => useForm(schema, {}));
    expect(first.result.current.id).toMatch(/^form-[\w-]+$/);
    expect(first.result.current.id).not.toBe(second.result.current.id);
  });
});
