import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { chooseDataSaver } from './data-saver';
import { avatarColorFor, initialsOf, UserAvatar } from './user-avatar';

afterEach(() => {
  cleanup();
  document.cookie = 'data-saver=; Path=/; Max-Age=0';
});

describe(UserAvatar.name, () => {
  it('shows the picture when there is one', () => {
    const { container } = render(<UserAvatar user={createUser({ profilePicture: '/media/a.webp' })} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
  });

  it('offers the 64, 128 and 400 px squares of a profile picture and picks by size', () => {
    const url = '/media/avatars/u/abc-400.webp';
    const { container } = render(<UserAvatar user={createUser({ profilePicture: url })} size={96} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/avatars/u/abc-400.webp');
    expect(image?.getAttribute('srcset')).toBe(
      '/media/avatars/u/abc-64.webp 64w, /media/avatars/u/abc-128.webp 128w, /media/avatars/u/abc-400.webp 400w',
    );
    expect(image?.getAttribute('sizes')).toBe('96px');
  });

  it('in data-saver mode offers the 64 and 128 px squares only, loaded when near the screen', () => {
    chooseDataSaver(true);
    const url = '/media/avatars/u/abc-400.webp';
    const { container } = render(<UserAvatar user={createUser({ profilePicture: url })} size={96} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/avatars/u/abc-128.webp');
    expect(image?.getAttribute('srcset')).toBe(
      '/media/avatars/u/abc-64.webp 64w, /media/avatars/u/abc-128.webp 128w',
    );
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('draws initials on a colour that depends on the id when there is none', () => {
    render(<UserAvatar user={createUser({ fullName: 'Kwame Mensah', profilePicture: null })} />);
    const avatar = screen.getByTestId('initials-avatar');
    expect(avatar.textContent).toBe('KM');
    expect(avatar.querySelector('rect')?.getAttribute('fill')).toBe(avatarColorFor(createUser().id));
  });

  it.each([
    ['Ama Kofi Mensah', 'AM'],
    ['zainab', 'Z'],
    ['  ', '?'],
  ])('initials of %j are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('gives the same id the same colour and different ids different colours', () => {
    expect(avatarColorFor('a-user')).toBe(avatarColorFor('a-user'));
    expect(avatarColorFor('a-user')).not.toBe(avatarColorFor('another-user'));
  });
});
