import { PASSWORD_MESSAGES, passwordTooEasyMessage } from './password-rules';
import { passwordRuleStates, passwordStrengthProblem } from './password-strength';

const jane = { username: 'jsmith', firstname: 'Jane', lastname: 'Smith', email: 'jane.smith@example.org' };

describe('passwordStrengthProblem', () => {
  it.each(['demo-Lakeside-2030', 'correct horse battery', 'a brand new password', 'Tr0ub4dour&3x-jsmith'])(
    'accepts %j',
    (password) => {
      expect(passwordStrengthProblem(password, jane)).toBeNull();
    },
  );

  it('refuses a password shorter than 10 characters', () => {
    expect(passwordStrengthProblem('x7#Lq!p2', jane)).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it.each([
    ['password123', 'This is a commonly used password.'],
    ['1234567890', 'This is a frequently used password.'],
    ['qwertyuiop', 'This is a frequently used password.'],
  ])('refuses the common %j with the reason', (password, hint) => {
    expect(passwordStrengthProblem(password, jane)).toBe(passwordTooEasyMessage(hint));
  });

  it.each(['JaneSmith2024!', 'jsmith-jsmith', 'jane.smith@example.org', 'SmithJane99'])(
    'refuses %j, made of the user’s own names',
    (password) => {
      expect(passwordStrengthProblem(password, jane)).toBe(PASSWORD_MESSAGES.madeOfOwnNames);
    },
  );

  it('judges own names per user', () => {
    expect(
      passwordStrengthProblem('JaneSmith2024!', { username: 'x', firstname: 'Ann', lastname: 'Lee', email: '' }),
    ).not.toBe(PASSWORD_MESSAGES.madeOfOwnNames);
  });
});

describe('passwordRuleStates', () => {
  it('words the estimator’s hint in the reader’s language, from the estimator’s own language packages', () => {
    const { hint, notEasy } = passwordRuleStates('password123', jane);
    expect(notEasy).toBe(false);
    expect(hint('en')).toBe('This is a commonly used password.');
    expect(hint('fr')).toBe('Ce mot de passe est couramment utilisé.');
    expect(hint('pl')).toBe('To jest często używane hasło.');
  });
});
