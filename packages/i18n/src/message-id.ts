import type english from '../messages/en.json';

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every message's id, from the English messages, which every other language mirrors. */
export type MessageId = Leaves<typeof english>;
