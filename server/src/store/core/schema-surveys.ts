import type { Generated } from 'kysely';

/**
 * The visitor surveys (requirements §7): what the people who run the area ask, written by them (the
 * seed only adds a survey that is absent), and what visitors answer. Questions and choices that
 * have answers are never deleted, only marked removed, so every answer stays readable.
 */
export interface SurveyTable {
  id: number;
  title_zh: string;
  title_en: string;
  title_ja: string;
  intro_zh: string;
  intro_en: string;
  intro_ja: string;
  /** 1 while it takes answers (within its days, where it has them). */
  open: number;
  /** First and last Taipei day (YYYY-MM-DD) it takes answers. */
  opens_on: string | null;
  closes_on: string | null;
  /** Epoch ms. */
  updated_at: number;
}

export interface SurveyQuestionTable {
  id: Generated<number>;
  survey_id: number;
  position: number;
  kind: 'single' | 'multiple' | 'rating' | 'shortText' | 'longText';
  required: number;
  text_zh: string;
  text_en: string;
  text_ja: string;
  /** Epoch ms when an operator removed it; its answers stay. */
  removed_at: number | null;
}

export interface SurveyChoiceTable {
  question_id: number;
  /** Stable: answers name it. */
  id: string;
  position: number;
  label_zh: string;
  label_en: string;
  label_ja: string;
  removed_at: number | null;
}

/** A form token, by the sha256 of its text (base64url): the text itself is never kept. */
export interface SurveyTokenTable {
  hash: string;
  survey_id: number;
  /** Epoch ms. */
  issued_at: number;
}

/** One visitor's answer to a survey, at most one per token. */
export interface SurveyResponseTable {
  id: Generated<number>;
  survey_id: number;
  token_hash: string;
  /** The language the questions were read in. */
  lang: string;
  created_at: number;
}

export interface SurveyAnswerTable {
  response_id: number;
  question_id: number;
  /** JSON: a choice id, a list of choice ids, a rating or a text. */
  value: string;
}
