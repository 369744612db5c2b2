// ICP profiles several suites score with.

/** One rule: a work address (not free mail) scores 100, a free-mail one 0. */
export const WORK_ADDRESS_PROFILE = {
  name: 'Work addresses',
  rules: [
    {
      id: 'work-email',
      dimension: 'persona',
      field: 'isFreeEmail',
      op: 'eq',
      value: false,
      weight: 1,
    },
  ],
};
