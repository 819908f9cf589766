import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PARTICIPANTS,
  MIN_PRICE_BASED_PARTICIPANTS,
  SINGLE_PARTICIPANT_PRICE_THRESHOLD,
  addParticipantBlock,
  billableParticipants,
  canAddParticipants,
  canRemoveParticipant,
  isTopUpOption,
  maxParticipants,
  needsParticipantHint,
  participantStep,
  priceBasedMaxParticipants,
  removeParticipant,
} from './participants';

describe('price-based cap', () => {
  it('exposes the spec constants', () => {
    expect(DEFAULT_MAX_PARTICIPANTS).toBe(10);
    expect(SINGLE_PARTICIPANT_PRICE_THRESHOLD).toBe(50000);
    expect(MIN_PRICE_BASED_PARTICIPANTS).toBe(3);
  });
  it('allows one participant from 50000 cents on', () => {
    expect(priceBasedMaxParticipants(50000)).toBe(1);
    expect(priceBasedMaxParticipants(80000)).toBe(1);
    expect(priceBasedMaxParticipants(49999)).toBe(3);
  });
  it('uses floor(50000 / price) between 3 and 10', () => {
    expect(priceBasedMaxParticipants(10000)).toBe(5);
    expect(priceBasedMaxParticipants(7000)).toBe(7);
    expect(priceBasedMaxParticipants(5000)).toBe(10);
    expect(priceBasedMaxParticipants(5001)).toBe(9);
    expect(priceBasedMaxParticipants(16666)).toBe(3);
    expect(priceBasedMaxParticipants(16667)).toBe(3);
    expect(priceBasedMaxParticipants(12500)).toBe(4);
  });
  it('gives 10 for cheap and free options', () => {
    expect(priceBasedMaxParticipants(100)).toBe(10);
    expect(priceBasedMaxParticipants(0)).toBe(10);
  });
});

describe('maxParticipants', () => {
  it('takes the minimum of price cap, places left and option maximum', () => {
    expect(maxParticipants({ price: 1000, participantsLeft: null })).toBe(10);
    expect(maxParticipants({ price: 1000, participantsLeft: 4 })).toBe(4);
    expect(maxParticipants({ price: 1000, participantsLeft: 11 })).toBe(10);
    expect(maxParticipants({ price: 1000, participantsLeft: null, maxParticipantCount: 2 })).toBe(
      2,
    );
    expect(maxParticipants({ price: 60000, participantsLeft: 5, maxParticipantCount: 4 })).toBe(1);
  });
  it('ignores an unset option maximum', () => {
    expect(
      maxParticipants({ price: 1000, participantsLeft: null, maxParticipantCount: null }),
    ).toBe(10);
    expect(maxParticipants({ price: 1000, participantsLeft: null, maxParticipantCount: 0 })).toBe(
      10,
    );
  });
  it('is 0 when booked out, never negative', () => {
    expect(maxParticipants({ price: 1000, participantsLeft: 0 })).toBe(0);
    expect(maxParticipants({ price: 1000, participantsLeft: -2 })).toBe(0);
  });
  it('stays within 1…10 unless places left or the option maximum are lower (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.option(fc.integer({ min: 0, max: 50 })),
        fc.option(fc.integer({ min: 0, max: 50 })),
        (price, participantsLeft, maxParticipantCount) => {
          const cap = maxParticipants({ price, participantsLeft, maxParticipantCount });
          expect(cap).toBeLessThanOrEqual(10);
          const lowerLimits = [participantsLeft ?? Infinity, maxParticipantCount || Infinity];
          if (Math.min(...lowerLimits) >= 1) expect(cap).toBeGreaterThanOrEqual(1);
          else expect(cap).toBe(Math.min(...lowerLimits));
        },
      ),
    );
  });
});

describe('participant blocks', () => {
  const pair = { typeOf: 'standard', participantMultiplier: 2 };
  const topUp = { typeOf: 'top_up', participantMultiplier: 3 };
  it('adds blocks of the multiplier; top_up and unset options add one', () => {
    expect(participantStep(pair)).toBe(2);
    expect(participantStep(topUp)).toBe(1);
    expect(participantStep({})).toBe(1);
    expect(participantStep({ participantMultiplier: 0 })).toBe(1);
    expect(isTopUpOption('top_up')).toBe(true);
    expect(isTopUpOption(null)).toBe(false);
  });
  it('adds a block only while it fits under the cap', () => {
    expect(canAddParticipants(2, pair, 4)).toBe(true);
    expect(canAddParticipants(3, pair, 4)).toBe(false);
    expect(addParticipantBlock(2, pair, 4)).toBe(4);
    expect(addParticipantBlock(3, pair, 4)).toBe(3);
  });
  it('disables removal with one participant left', () => {
    expect(canRemoveParticipant(2)).toBe(true);
    expect(canRemoveParticipant(1)).toBe(false);
    expect(removeParticipant(2)).toBe(1);
    expect(removeParticipant(1)).toBe(1);
  });
  it('shows the hint only without participants', () => {
    expect(needsParticipantHint(0)).toBe(true);
    expect(needsParticipantHint(1)).toBe(false);
  });
  it('bills a top_up option as one participant', () => {
    expect(billableParticipants(3, 'standard')).toBe(3);
    expect(billableParticipants(3)).toBe(3);
    expect(billableParticipants(3, 'top_up')).toBe(1);
    expect(billableParticipants(0, 'top_up')).toBe(0);
    expect(billableParticipants(-1)).toBe(0);
  });
});
