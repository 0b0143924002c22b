// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import { clearDraft, draftRules, readDraft, useFormDraft, writeDraft } from './form-draft';

describe('contact form drafts', () => {
  it('keeps a draft per form in this tab only', () => {
    writeDraft('contacto', { nombre: 'Ana', mensaje: 'Hola' });
    expect(readDraft('contacto')).toEqual({ nombre: 'Ana', mensaje: 'Hola' });
    expect(readDraft('/auditoria-compliance')).toBeUndefined();
    expect(sessionStorage.getItem(draftRules('contacto').key)).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops a blank draft, a cleared one and one idle for over two hours', () => {
    writeDraft('contacto', { nombre: ' ', mensaje: '' });
    expect(readDraft('contacto')).toBeUndefined();
    writeDraft('contacto', { nombre: 'Ana' }, 0);
    expect(readDraft('contacto', 2 * 60 * 60 * 1000 + 1)).toBeUndefined();
    writeDraft('contacto', { nombre: 'Ana' });
    clearDraft('contacto');
    expect(readDraft('contacto')).toBeUndefined();
  });

  it('is never shown to another person signed in on the tab', () => {
    setCurrentOwner('persona-1');
    writeDraft('contacto', { nombre: 'Ana' });
    setCurrentOwner('persona-2');
    expect(readDraft('contacto')).toBeUndefined();
  });

  it('keeps what the static form carried over at once, before the next keystroke', () => {
    setCurrentOwner(undefined);
    renderHook(() => {
      const form = useForm({ defaultValues: { nombre: '', mensaje: '' } });
      useFormDraft('urgente', form, {}, { values: { nombre: 'Ana Rojas', mensaje: 'Ayuda' } });
      return form;
    });
    expect(readDraft('urgente')).toEqual({ nombre: 'Ana Rojas', mensaje: 'Ayuda' });
  });

  it('restores a checkbox the static form carried as ticked or not, as a boolean', () => {
    setCurrentOwner(undefined);
    const values = (carried: Record<string, string>) =>
      renderHook(() => {
        const form = useForm({ defaultValues: { nombre: '', consiente: false } });
        useFormDraft('casilla', form, {}, { values: carried });
        return form;
      }).result.current.getValues();
    expect(values({ nombre: 'Ana', consiente: 'false' })).toEqual({
      nombre: 'Ana',
      consiente: false,
    });
    clearDraft('casilla');
    expect(values({ nombre: 'Ana', consiente: 'true' })).toEqual({
      nombre: 'Ana',
      consiente: true,
    });
  });
});
