import { registrationAgeProblem } from './registration-age';

const today = '2026-11-21';

describe('registration age rules', () => {
  it('needs 16 whole years', () => {
    expect(registrationAgeProblem('2010-11-21', 'generic', today)).toBeUndefined();
    expect(registrationAgeProblem('2010-11-22', 'acne', today)).toBe('You must be at least 16 years old.');
  });

  it('limits hormonal acne to 16-45', () => {
    expect(registrationAgeProblem('1980-11-21', 'hormonal-acne', today)).toBe('Age must be between 16 and 45 for hormonal acne consultation.');
    expect(registrationAgeProblem('1980-11-22', 'hormonal-acne', today)).toBeUndefined();
    expect(registrationAgeProblem('2011-01-01', 'hormonal-acne', today)).toBe('Age must be between 16 and 45 for hormonal acne consultation.');
  });

  it('limits menopause to 45 or below', () => {
    expect(registrationAgeProblem('1980-01-01', 'menopause', today)).toBe('Age must be 45 or below for menopause consultation.');
    expect(registrationAgeProblem('1985-01-01', 'menopause', today)).toBeUndefined();
    expect(registrationAgeProblem('2012-01-01', 'menopause', today)).toBe('You must be at least 16 years old.');
  });
});
