import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseTaipei } from '../rules/datetime';
import { operatorNameSchema, operatorNoteSchema } from './admin';
import { publishNoticeRequestSchema } from './admin-notices';
import { formIssuesOf } from './forms';
import { lostReportSchema } from './lost-property';
import { publicationRequestInputSchema } from './publications';
import { repairReportInputSchema } from './repair';
import { bookingInputSchema } from './reservations';
import { suggestionReplySchema, suggestionRequestSchema } from './suggestion';
import { surveyAnswersSchema } from './survey';

/*
 * Every text a visitor or an operator sends refuses what no one types (rules/text-characters.ts):
 * each bad character, in each text field of each form, is an issue at that field with the rule
 * `characters`, which the form says in the reader's language and the server as a 400.
 */

const ONE_LINE_ONLY = ['a\r\nb', 'a\nb', 'a\tb'];
const NEVER = ['\u0000', '\u001B[31m', '\u007F', '\u0085', '\u202E', '\u2067', '\uFEFF', '\uD800'];

const set = (value: unknown, path: readonly string[], text: string): unknown => {
  if (path.length === 0) return text;
  const [head, ...rest] = path as [string, ...string[]];
  const object = value as Record<string, unknown>;
  return { ...object, [head]: set(object[head], rest, text) };
};

interface Form {
  name: string;
  schema: z.ZodType;
  good: object;
  lines: string[];
  line: string[];
}

const contact = { name: 'Lin', email: 'lin@example.tw' };
const FORMS: Form[] = [
  {
    name: 'suggestion',
    schema: suggestionRequestSchema,
    good: {
      topic: 'signs',
      place: 'Sanxiantai',
      message: 'The sign points the wrong way.',
      contact,
    },
    lines: ['message'],
    line: ['place', 'contact.name'],
  },
  {
    name: 'lost property',
    schema: lostReportSchema(() => parseTaipei('2026-11-26 09:00')),
    good: {
      category: 'wallet',
      description: 'A brown leather wallet',
      placeLost: 'Sanxiantai car park',
      lostOn: '2026-11-26',
      contact,
    },
    lines: ['description'],
    line: ['placeLost', 'contact.name'],
  },
  {
    name: 'repair',
    schema: repairReportInputSchema,
    good: {
      category: 'walkway',
      place: { lat: 23.1236, lng: 121.4113, name: 'Sanxiantai bridge' },
      description: 'Two boards of the bridge are loose.',
    },
    lines: ['description'],
    line: ['place.name'],
  },
  {
    name: 'booking',
    schema: bookingInputSchema,
    good: { batch: 7, party: 2, language: 'en', contact, notes: 'We come by bus.' },
    lines: ['notes'],
    line: ['contact.name'],
  },
  {
    name: 'publication',
    schema: publicationRequestInputSchema,
    good: {
      publication: 3,
      copies: 2,
      address: {
        destination: 'abroad',
        recipient: 'Lin',
        line1: '1 Rue de Rivoli',
        line2: 'Flat 2',
        postcode: '75001',
        country: 'France',
      },
      contact,
    },
    lines: [],
    line: [
      'address.recipient',
      'address.line1',
      'address.line2',
      'address.postcode',
      'address.country',
    ],
  },
  {
    name: 'survey',
    schema: surveyAnswersSchema([
      { id: 4, kind: 'shortText', required: true, choices: [] },
      { id: 5, kind: 'longText', required: true, choices: [] },
    ]),
    good: { answers: { 4: 'a bus', 5: 'Thank you' } },
    lines: ['answers.5'],
    line: ['answers.4'],
  },
  {
    name: "an operator's reply",
    schema: suggestionReplySchema,
    good: { text: 'Thank you: the sign is fixed.' },
    lines: ['text'],
    line: [],
  },
  {
    name: "an operator's note and name",
    schema: z.object({ note: operatorNoteSchema('note'), name: operatorNameSchema }),
    good: { note: 'Confirmed.', name: 'Chen Lan' },
    lines: ['note'],
    line: ['name'],
  },
  {
    name: 'a notice',
    schema: publishNoticeRequestSchema,
    good: {
      type: 1,
      title: { 'zh-tw': '標題', en: 'Title', ja: 'タイトル' },
      content: { 'zh-tw': '內文', en: 'Text', ja: '本文' },
      link: [],
    },
    lines: ['content.en'],
    line: ['title.zh-tw', 'title.ja'],
  },
];

const issuesAt = (form: Form, path: string, text: string) => {
  const sent = set(form.good, path.split('.'), text);
  const result = form.schema.safeParse(sent);
  return result.success ? [] : formIssuesOf(result.error, sent).filter((i) => i.field === path);
};

describe.each(FORMS)('the texts of $name', (form) => {
  it('takes the good form as it is', () => {
    expect(form.schema.safeParse(form.good).success).toBe(true);
  });

  it.each([...form.lines, ...form.line])('%s refuses every character no one types', (path) => {
    for (const bad of NEVER) {
      expect(issuesAt(form, path, `ok ${bad} ok`), JSON.stringify(bad)).toContainEqual({
        field: path,
        rule: 'characters',
      });
    }
  });

  it.each(form.line)('%s, one line, refuses a line break and a tab', (path) => {
    for (const bad of ONE_LINE_ONLY) {
      expect(issuesAt(form, path, bad), JSON.stringify(bad)).toContainEqual({
        field: path,
        rule: 'characters',
      });
    }
  });

  it.each(form.lines)('%s, of several lines, keeps its breaks as line feeds', (path) => {
    expect(issuesAt(form, path, 'First line,\r\n\tsecond line.\rThird.')).toEqual([]);
    const parsed = form.schema.parse(
      set(form.good, path.split('.'), 'First line\r\nsecond line\rthird'),
    );
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], parsed);
    expect(value).toBe('First line\nsecond line\nthird');
  });
});
