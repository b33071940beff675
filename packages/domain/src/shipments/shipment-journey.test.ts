import { describe, expect, it } from 'vitest';
import { SEED_CATALOGUES, SEED_LANGUAGES, type TranslationCatalogue } from '../i18n/catalogues.ts';
import { SCAN_MOVEMENTS } from '../scanning/scan-model.ts';
import { TEMPLATE_EVENT_NAMES } from '../templates/template-schema.ts';
import {
  JOURNEY_PHRASES,
  journeyPhraseKey,
  journeyPhraseOf,
  latestMovementPhrase,
  parcelPhrasesOf,
} from './shipment-journey.ts';

function textAt(catalogue: TranslationCatalogue, key: string): unknown {
  let node: TranslationCatalogue | string | undefined = catalogue;
  for (const segment of key.split('.')) node = typeof node === 'object' ? node[segment] : undefined;
  return node;
}

describe('the journey’s parcel status phrases', () => {
  it('gives every recorded event a phrase, the spec’s three where they fit (platform §4)', () => {
    const events = [...TEMPLATE_EVENT_NAMES, ...Object.values(SCAN_MOVEMENTS).map((move) => move.event)];
    for (const event of events) expect(journeyPhraseOf(event), event).toBeDefined();
    expect(journeyPhraseOf('ReadyForIssue')).toBe('ready_for_delivery');
    expect(journeyPhraseOf('Arrived')).toBe('arrived_at_division');
    expect(journeyPhraseOf('Issued')).toBe('delivered_to_client');
    expect(journeyPhraseOf('toString')).toBeUndefined();
  });

  it.each(SEED_LANGUAGES)('has a text for every phrase in %s', (language) => {
    for (const phrase of JOURNEY_PHRASES)
      expect(textAt(SEED_CATALOGUES[language].common, journeyPhraseKey(phrase)), phrase).toEqual(
        expect.any(String),
      );
  });
});

describe('parcelPhrasesOf (registers §3.2 parcel derived statuses)', () => {
  it('gives each parcel the phrase of the latest known event that concerns it', () => {
    const parcels = [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }];
    const phrases = parcelPhrasesOf(parcels, [
      { event: 'Accepted', parcelId: null },
      { event: 'Arrived', parcelId: null },
      { event: 'ReadyForIssue', parcelId: 'p1' },
      { event: 'Issued', parcelId: 'p2' },
      { event: 'SomethingUnknown', parcelId: 'p1' },
      { event: 'Claim', parcelId: null },
    ]);
    expect(Object.fromEntries(phrases)).toEqual({
      p1: 'ready_for_delivery',
      p2: 'delivered_to_client',
      p3: 'arrived_at_division',
    });
    expect(parcelPhrasesOf(parcels, []).size).toBe(0);
  });
});

describe('latestMovementPhrase', () => {
  it('is the phrase of the latest event that moved the parcel, a claim or a sale passed over', () => {
    const events = ['Accepted', 'HandedToCourier', 'Claim', 'GoodsSold', 'SomethingNew'].map((event) => ({
      event,
    }));
    expect(latestMovementPhrase(events)).toBe('handed_to_courier');
    expect(latestMovementPhrase([...events, { event: 'Issued' }])).toBe('delivered_to_client');
    expect(latestMovementPhrase([{ event: 'Claim' }])).toBeUndefined();
    expect(latestMovementPhrase([])).toBeUndefined();
  });
});
