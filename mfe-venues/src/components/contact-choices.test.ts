import type { UserSummary } from '@scheduler/shared-domain/user';
import { contactChoices } from './contact-choices';

const people: UserSummary[] = [
  { _id: '1', username: 'jsmith', firstname: 'Jane', lastname: 'Smith', role: 'Admin', inActive: false },
  { _id: '2', username: 'lchen', firstname: 'Li', lastname: 'Chen', role: 'User', inActive: false },
];
const labels = (choices: { label: string }[]) => choices.map((choice) => choice.label);

describe('contactChoices (SPEC §4)', () => {
  it("labels people 'username: firstname lastname', after a named empty choice when adding", () => {
    expect(labels(contactChoices(people, '', 'create'))).toEqual([
      'Choose a contact',
      'jsmith: Jane Smith',
      'lchen: Li Chen',
    ]);
  });

  it("offers '<delete>' first, sent as a single space, when the venue has this contact", () => {
    const choices = contactChoices(people, 'lchen', 'edit');
    expect(choices[0]).toEqual({ value: ' ', label: '<delete>' });
    expect(labels(choices)).toEqual(['<delete>', 'jsmith: Jane Smith', 'lchen: Li Chen']);
  });

  it("puts a named empty choice first and no '<delete>' when the venue has no such contact", () => {
    expect(labels(contactChoices(people, '', 'edit'))).toEqual([
      'Choose a contact',
      'jsmith: Jane Smith',
      'lchen: Li Chen',
    ]);
  });

  it("offers '<delete>' only when the list has entries", () => {
    expect(labels(contactChoices([], 'gone', 'edit'))).toEqual(['gone']);
  });
});
