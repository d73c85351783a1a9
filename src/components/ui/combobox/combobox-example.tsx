import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';

const PEOPLE: ReadonlyArray<ComboboxOption & { description: string }> = [
  { value: '1', label: 'Айгерим Садыкова', description: '+7 700 000 0001' },
  { value: '2', label: 'Ольга Смирнова', description: '+7 700 000 0002' },
  { value: '3', label: 'Олжас Ахметов', description: '+7 701 555 0003' },
];

/**
 * The combobox as a screen holds it (the story and the test share it): the people whose name
 * or phone holds the typed text, the chosen one said under the field.
 */
export function ComboboxExample({ error }: { error?: string }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const needle = text.trim().toLocaleLowerCase();
  const found = PEOPLE.filter(
    (person) =>
      person.label.toLocaleLowerCase().includes(needle) ||
      person.description.replaceAll(' ', '').includes(needle.replaceAll(' ', '')),
  );
  return (
    <>
      <Combobox
        label="Сотрудник"
        listLabel="Сотрудники"
        hint="Имя или номер телефона"
        error={error}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          setChosen(null);
        }}
        options={found}
        onSelect={(option) => {
          setText(option.label);
          setChosen(option.label);
        }}
        status={found.length === 0 ? 'Никого не нашли' : null}
      />
      <p>{chosen ? `Выбран: ${chosen}` : 'Никто не выбран'}</p>
    </>
  );
}
