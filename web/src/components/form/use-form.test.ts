import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema, visitorText } from '@ecg/domain/contracts';
import { useForm } from './use-form';

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
});
