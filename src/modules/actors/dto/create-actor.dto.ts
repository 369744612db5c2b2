import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsObject,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  validateEmail,
} from '../../../../libs/email/email-address.js'; // the rules alone, not the domain lists
import { FIELD_MAX_DEPTH } from '../../../common/http/json-shape.js';

/**
 * Optional fields may be left out, but when present they must have their type: `null` is not a
 * string, so `"name": null` is a 422 like any other type mismatch (the spec's fields aren't nullable).
 */
const OmittedOrValid = () =>
  ValidateIf((_object, value) => value !== undefined);

/**
 * Text both databases store identically: well-formed Unicode (no lone surrogates) without NUL,
 * which PostgreSQL cannot store in text at all.
 */
const PlainText = (field: string) =>
  ValidateBy({
    name: 'plainText',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        value.isWellFormed() &&
        !value.includes('\u0000'),
      defaultMessage: () =>
        `${field} must be well-formed Unicode text without NUL characters`,
    },
  });

/**
 * An optional text field: left out, or a plain string of at most `maxLength` characters. The
 * checks are listed as they would stand stacked, bottom-up: the string check runs first.
 */
const OptionalText = (
  field: string,
  maxLength: number,
  doc: { description: string; example: string },
) =>
  applyDecorators(
    IsString({ message: `${field} must be a string` }),
    MaxLength(maxLength, {
      message: `${field} must be at most ${maxLength} characters`,
    }),
    PlainText(field),
    OmittedOrValid(),
    ApiPropertyOptional({ maxLength, ...doc }),
  );

export class CreateActorDto {
  @ApiProperty({
    description:
      'Email address of the person; matched case-insensitively within the organization.',
    maxLength: MAX_EMAIL_LENGTH,
    format: 'email',
    pattern: EMAIL_PATTERN.source,
    example: 'jane.doe@acme.com',
  })
  // class-validator runs a property's checks bottom-up; with stopAtFirstError the first failing
  // one is reported, so the most basic check sits lowest.
  @ValidateBy({
    name: 'specEmail',
    validator: {
      validate: (value: unknown) => validateEmail(value).ok,
      defaultMessage: (args) => {
        const result = validateEmail(args?.value);
        return result.ok ? '' : result.reason;
      },
    },
  })
  @IsString({ message: 'email must be a string' })
  @IsDefined({ message: 'email is required' })
  email!: string;

  @OptionalText('name', 255, {
    description: 'Display name, if known.',
    example: 'Jane Doe',
  })
  name?: string;

  @OptionalText('source', 50, {
    example: 'signup-form',
    description:
      'Where the actor came from. First touch only: never overwritten by later calls.',
  })
  source?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    // The depth is enforced on the parsed body, before validation: see json-shape.ts.
    example: { crmId: 'crm_8841', plan: 'trial' },
    description: `Any JSON object, stored verbatim and given to the enrichment agent as context (nesting depth at most ${FIELD_MAX_DEPTH}).`,
  })
  @OmittedOrValid()
  @IsObject({ message: 'metadata must be a JSON object' })
  metadata?: Record<string, unknown>;
}
