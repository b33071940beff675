import { CONDITION_OPERATOR_SYMBOLS } from '../constants.ts';
import { type Branch, type Bud, conditionPropertyByName } from './condition-model.ts';

/** Texts the sentence needs, from the console's translations (or plain English on the server). */
export interface SentenceWords {
  property(name: string): string;
  and: string;
  or: string;
  /** Joins the values of an equality: "GB or DE". */
  valueOr: string;
  empty: string;
}

export const ENGLISH_WORDS: SentenceWords = {
  property: (name) => name,
  and: 'and',
  or: 'or',
  valueOr: 'or',
  empty: '(empty)',
};

function budText(bud: Bud, words: SentenceWords): string {
  const property = conditionPropertyByName.get(bud.property);
  const unit =
    property?.unit && property.unit !== 'money' && property.unit !== 'pcs' ? ` ${property.unit}` : '';
  const right = bud.propValue
    ? words.property(bud.propValue)
    : bud.values.map((value) => `${value}${unit}`).join(` ${words.valueOr} `);
  return `${words.property(bud.property)} ${CONDITION_OPERATOR_SYMBOLS[bud.operator]} ${right}`;
}

/**
 * The tree as one readable sentence: "actual weight > 30 kg and recipient country = GB";
 * nested branches in brackets.
 */
export function conditionSentence(
  tree: Branch,
  words: SentenceWords = ENGLISH_WORDS,
  nested = false,
): string {
  const parts = [
    ...tree.buds.map((bud) => budText(bud, words)),
    ...tree.branches.map((branch) => conditionSentence(branch, words, true)),
  ].filter((part) => part !== '');
  if (parts.length === 0) return nested ? '' : words.empty;
  const joined = parts.join(` ${tree.operator === 'AND' ? words.and : words.or} `);
  return nested && parts.length > 1 ? `(${joined})` : joined;
}
