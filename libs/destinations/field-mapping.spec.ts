import { DestinationInputError } from './destination.js';
import { editMapping, parseMappingEdit } from './field-mapping.js';

const targets = {
  contact: [
    { name: 'jobtitle', label: 'Job title', own: false },
    { name: 'se_score', label: 'Score', own: true },
  ],
};

describe('a destination mapping, changed per organization', () => {
  it('sets, removes and checks each edit against what may be written', () => {
    const next = editMapping(
      { contact: { jobtitle: 'title', se_score: 'score' } },
      [
        parseMappingEdit('contact.jobtitle=fullName'),
        parseMappingEdit('contact.se_score='),
      ],
      targets,
    );
    expect(next).toEqual({ contact: { jobtitle: 'fullName' } });
  });

  it.each([
    ['contact.jobtitle', /object\.property=field/],
    ['contact.jobtitle=shoeSize', /unknown field "shoeSize"/],
  ])('refuses %j', (text, message) => {
    expect(() => parseMappingEdit(text)).toThrow(message);
  });

  it.each([
    ['deal.amount=score', /no object type "deal"/],
    ['contact.hs_lead_status=title', /no property "hs_lead_status"/],
  ])('refuses %j for the portal it is checked against', (text, message) => {
    expect(() => editMapping({}, [parseMappingEdit(text)], targets)).toThrow(
      DestinationInputError,
    );
    expect(() => editMapping({}, [parseMappingEdit(text)], targets)).toThrow(
      message,
    );
  });
});
