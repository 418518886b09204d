import { describe, expect, it } from 'vitest';
import {
  profileCompletion,
  requiredProfileFields,
} from '../../supabase/functions/_shared/contracts/profile-completion.ts';

const complete = {
  fullName: 'Siti Nurhaliza, A.Md.AK.',
  phone: '+6281277770001',
  birthDate: '1990-08-17',
  gender: 'female' as const,
  address: 'Jl. Dago No. 1',
  city: 'Bandung',
  province: 'Jawa Barat',
  postalCode: '40135',
  profession: 'Ahli Teknologi Laboratorium Medik',
  workplace: 'RSUD Kota Bandung',
  education: 'D3 Analis Kesehatan',
};

describe('profileCompletion', () => {
  it('counts a record with every required field as complete, specialization being optional', () => {
    expect(profileCompletion(complete)).toEqual({ done: 11, total: 11, missing: [], complete: true });
  });

  it('lists the missing fields in form order, treating null, empty and blank alike', () => {
    const result = profileCompletion({ ...complete, phone: null, city: '', education: '   ', workplace: undefined });
    expect(result).toEqual({
      done: 7,
      total: 11,
      missing: ['phone', 'city', 'workplace', 'education'],
      complete: false,
    });
  });

  it('counts an imported legacy record with only a name as 1 of 11', () => {
    const result = profileCompletion({ fullName: 'Budi Santoso' });
    expect(result.done).toBe(1);
    expect(result.missing).toEqual(requiredProfileFields.filter((field) => field !== 'fullName'));
  });
});
