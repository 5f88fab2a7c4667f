import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disciplines } from '@creators-archive/contract/entities/discipline-names';
import { i18nFor, setPageLanguage } from '../../../i18n/i18n';
import type { DesignerCard as DesignerCardData } from '../api/find-designers';
import { DesignerCard } from './designer-card';
import { DirectoryFilters } from './directory-filters';

const designer: DesignerCardData = {
  id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
  fullName: 'Aïcha Traoré',
  profilePicture: null,
  country: 'Senegal',
  city: 'Dakar',
  disciplines: ['Brand identity', 'Type design'],
  verified: false,
  cover: null,
  itemCount: 2,
};

afterEach(async () => {
  cleanup();
  setPageLanguage(await i18nFor('en'));
});

function renderCard() {
  render(
    <MemoryRouter>
      <DesignerCard designer={designer} />
    </MemoryRouter>,
  );
}

function renderFilters() {
  const onChange = vi.fn();
  render(<DirectoryFilters filters={{ discipline: 'Type design' }} onChange={onChange} onClear={vi.fn()} />);
  const select = screen.getByRole('combobox', { name: 'Discipline' }) as HTMLSelectElement;
  const options = [...select.options].slice(1);
  return { select, options };
}

describe('discipline names', () => {
  it('are French on a French page, while the directory still filters by the stored codes', async () => {
    setPageLanguage(await i18nFor('fr'));

    renderCard();
    expect(screen.getByText('Identité de marque · Création de caractères')).toBeTruthy();

    const { select, options } = renderFilters();
    expect(select.value).toBe('Type design');
    expect(select.selectedOptions[0]?.textContent).toBe('Création de caractères');
    expect(options.map((option) => option.value)).toEqual([...disciplines]);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Typographie', 'Bande dessinée', 'Motion design', 'Design de mode']),
    );
    expect(options.map((option) => option.textContent)).not.toContain('Typography');
  });

  it('are the stored names on an English page', () => {
    renderCard();
    expect(screen.getByText('Brand identity · Type design')).toBeTruthy();

    const { options } = renderFilters();
    expect(options.map((option) => option.textContent)).toEqual([...disciplines]);
  });
});
