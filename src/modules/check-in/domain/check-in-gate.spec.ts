import { readCheckInAnswers } from './check-in-answers';
import { checkInGate } from './check-in-gate';
import { checkInQuestionnaire } from './check-in-questionnaires';

const base = { beforeSupply: 3, today: '2027-03-10' };
const open = { status: 'open' as const, waitUntil: '2027-03-15', needsPrescriber: false };

describe('checkInGate', () => {
  it('is not needed before the configured supply, or when check-ins are off', () => {
    expect(checkInGate({ ...base, supplyNumber: 2 })).toBe('not-needed');
    expect(checkInGate({ ...base, beforeSupply: 0, supplyNumber: 5 })).toBe('not-needed');
  });

  it('opens and holds at the configured supply, holds while waiting, then asks the team once and goes', () => {
    expect(checkInGate({ ...base, supplyNumber: 3 })).toBe('open-and-hold');
    expect(checkInGate({ ...base, supplyNumber: 3, checkIn: open })).toBe('hold');
    expect(checkInGate({ ...base, today: '2027-03-15', supplyNumber: 3, checkIn: open })).toBe('ask-team-and-go');
    expect(checkInGate({ ...base, today: '2027-03-16', supplyNumber: 4, checkIn: { ...open, teamAskedOn: '2027-03-15' } })).toBe('go');
  });

  it('releases plain answers and holds those that need a prescriber until one decides', () => {
    expect(checkInGate({ ...base, supplyNumber: 3, checkIn: { ...open, status: 'answered' } })).toBe('go');
    expect(checkInGate({ ...base, today: '2027-04-30', supplyNumber: 3, checkIn: { ...open, status: 'answered', needsPrescriber: true } })).toBe('hold');
    expect(checkInGate({ ...base, supplyNumber: 3, checkIn: { ...open, status: 'continued', needsPrescriber: true } })).toBe('go');
  });
});

describe('readCheckInAnswers', () => {
  const acne = checkInQuestionnaire('acne');

  it('keeps the wording and flags answers a prescriber must read', () => {
    const { rows, needsPrescriber } = readCheckInAnswers(acne, { progress: 'worse', side_effects: 'none', pregnancy: 'no', notes: ' ok ' });
    expect(needsPrescriber).toBe(true);
    expect(rows.map((row) => [row.name, row.answer])).toEqual([
      ['progress', 'Worse'],
      ['side_effects', 'None'],
      ['pregnancy', 'No'],
      ['notes', 'ok'],
    ]);
  });

  it('asks about pregnancy only where the medicine makes it matter', () => {
    expect(checkInQuestionnaire('rosacea').questions.map((question) => question.name)).not.toContain('pregnancy');
    expect(readCheckInAnswers(checkInQuestionnaire('rosacea'), { progress: 'same', side_effects: 'mild' }).needsPrescriber).toBe(false);
  });

  it('refuses a missing answer, an option not offered and a non-text answer, naming the question', () => {
    expect(() => readCheckInAnswers(acne, { progress: 'same', pregnancy: 'no' })).toThrow(expect.objectContaining({ fields: { side_effects: ['Please answer this question.'] } }));
    expect(() => readCheckInAnswers(acne, { progress: 'cured', side_effects: 'none', pregnancy: 'no' })).toThrow(expect.objectContaining({ fields: { progress: ['Please choose one of the answers offered.'] } }));
    expect(() => readCheckInAnswers(acne, { progress: ['same'], side_effects: 'none', pregnancy: 'no' })).toThrow(expect.objectContaining({ code: 'CHECK_IN.INVALID_ANSWER' }));
  });
});
