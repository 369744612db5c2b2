export {
  entityTag,
  notModified,
  parseIfNoneMatch,
  type IfNoneMatch,
} from './entity-tag.js';
