// The value shape each op requires. Returns the typed condition, or the reason the value is wrong.
import type { IcpCondition, IcpOp, IcpPrimitive } from './icp-profile.js';
import { ICP_LIMITS } from './icp-profile.js';

export function parseCondition(
  op: IcpOp,
  value: unknown,
): IcpCondition | string {
  const shape = `for op "${op}"`;
  switch (op) {
    case 'eq':
    case 'neq':
      return isPrimitive(value)
        ? { op, value }
        : `value must be a string, number or boolean ${shape}`;
    case 'contains':
      // "" is contained in every string, so such a rule could only be a mistake.
      return isPrimitive(value) && value !== ''
        ? { op, value }
        : `value must be a non-empty string, a number or a boolean ${shape}`;
    case 'in':
    case 'nin':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.length <= ICP_LIMITS.maxListValues &&
        value.every(isPrimitive)
        ? { op, value: [...value] }
        : `value must be a non-empty array of at most ${ICP_LIMITS.maxListValues} strings, numbers or booleans ${shape}`;
    case 'gte':
    case 'lte':
      return isFiniteNumber(value)
        ? { op, value }
        : `value must be a number ${shape}`;
    case 'between': {
      if (
        !Array.isArray(value) ||
        value.length !== 2 ||
        !isFiniteNumber(value[0]) ||
        !isFiniteNumber(value[1])
      ) {
        return `value must be [min, max] numbers ${shape}`;
      }
      const [min, max] = value;
      return min <= max
        ? { op, value: [min, max] }
        : `value must be [min, max] with min <= max ${shape} (got [${min}, ${max}])`;
    }
    case 'exists':
    case 'missing':
      return value === undefined ? { op } : `value must be omitted ${shape}`;
  }
}

function isPrimitive(value: unknown): value is IcpPrimitive {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    isFiniteNumber(value)
  );
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
