import { type Branch, type ConditionProperty, conditionSentence, type SentenceWords } from '@console/domain';
import type { TFunction } from 'i18next';

const PREFIX = 'admin.pages.conditions';

/** The sentence's words in the user's language: "actual weight, kg > 30 kg and recipient country = GB". */
export function sentenceWords(t: TFunction): SentenceWords {
  return {
    property: (name) => t(`${PREFIX}.properties.${name}`, { defaultValue: name }),
    and: t(`${PREFIX}.tree.and`),
    or: t(`${PREFIX}.tree.or`),
    valueOr: t(`${PREFIX}.tree.value_or`),
    empty: t(`${PREFIX}.tree.empty`),
  };
}

export function readableCondition(t: TFunction, tree: Branch): string {
  return conditionSentence(tree, sentenceWords(t));
}

export function propertyLabel(t: TFunction, property: ConditionProperty | string): string {
  const name = typeof property === 'string' ? property : property.name;
  return t(`${PREFIX}.properties.${name}`, { defaultValue: name });
}

/** The i18n key of a text of the condition screens. */
export const ck = (key: string) => `${PREFIX}.${key}`;
