import { isSlashShortcut } from './slashShortcut';

const press = (key: string, target: Element, modifiers: Partial<KeyboardEvent> = {}) =>
  isSlashShortcut({ key, ctrlKey: false, altKey: false, metaKey: false, target, ...modifiers });

describe('isSlashShortcut', () => {
  it('takes a plain "/" on the page', () => {
    expect(press('/', document.body)).toBe(true);
    const link = document.createElement('a');
    expect(press('/', link)).toBe(true);
  });

  it('leaves "/" typed into a field, a text area, a select or an editable element', () => {
    for (const tag of ['input', 'textarea', 'select']) expect(press('/', document.createElement(tag))).toBe(false);
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    expect(press('/', inside)).toBe(false);
  });

  it('ignores other keys and "/" with a modifier', () => {
    expect(press('a', document.body)).toBe(false);
    expect(press('/', document.body, { ctrlKey: true })).toBe(false);
    expect(press('/', document.body, { metaKey: true })).toBe(false);
  });
});
