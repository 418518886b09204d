// The list operations' shared query parameters (src/lib/list-query.ts): the API takes a missing
// parameter for "no filter", so the value that means every item, and an empty one, are left out.
import { describe, expect, it } from 'vitest';
import { filterQuery, pageQuery } from '@/lib/list-query';

describe('list query parameters', () => {
  it('leaves out an empty value and the "all" one, and keeps the rest as they are', () => {
    expect(filterQuery({ search: '', status: 'all', channel: 'email', template: '' })).toEqual({
      search: undefined,
      status: undefined,
      channel: 'email',
      template: undefined,
    });
  });

  it('takes another word for "all" where a list has one (the member statuses say ALL)', () => {
    expect(filterQuery({ status: 'ALL' }, 'ALL')).toEqual({ status: undefined });
    expect(filterQuery({ status: 'all' }, 'ALL')).toEqual({ status: 'all' });
    expect(filterQuery({ status: 'ACTIVE' }, 'ALL')).toEqual({ status: 'ACTIVE' });
  });

  it('puts the page and the page size first, then the filters', () => {
    expect(pageQuery({ page: 3, search: 'siti', bucket: 'all', organizationId: 'org-1' }, 20)).toEqual({
      page: 3,
      limit: 20,
      search: 'siti',
      bucket: undefined,
      organizationId: 'org-1',
    });
  });
});
