import { z } from 'zod';

// The kinds of value variables take, so that each declaration reads as its rule and default.

/** A boolean that may be left unset, when its default depends on other variables. */
const optionalBool = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) =>
      v === undefined ? undefined : ['true', '1', 'yes'].includes(v),
    );

export const bool = (fallback: boolean) =>
  optionalBool().transform((v) => v ?? fallback);

export const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A comma-separated list, blanks dropped. */
export const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    );
