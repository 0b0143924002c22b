import { useState, type SubmitEvent } from 'react';
import type { Profile } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { TextField } from '@/components/ui/text-field';
import {
  isValidName,
  isValidPhone,
  NAME_MAX,
  PHONE_MAX,
  trimSpaces,
} from '@/lib/validation/fields';
import { useUpdateProfile } from '../../api/use-update-profile';

interface Errors {
  nombre?: string;
  telefono?: string;
}

export function profileErrors(nombre: string, telefono: string): Errors {
  const errors: Errors = {};
  if (!nombre.trim()) errors.nombre = 'Escribe tu nombre.';
  else if (!isValidName(nombre))
    errors.nombre = `Escribe un nombre de 2 a ${String(NAME_MAX)} caracteres, sin números ni símbolos.`;
  if (telefono.trim() && !isValidPhone(telefono))
    errors.telefono = `Escribe un teléfono de 8 a 15 dígitos (máximo ${String(PHONE_MAX)} caracteres), por ejemplo +56 9 1234 5678.`;
  return errors;
}

/** Rectification: the person corrects their name and phone. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [nombre, setNombre] = useState(profile.nombre);
  const [telefono, setTelefono] = useState(profile.telefono ?? '');
  const [errors, setErrors] = useState<Errors>({});
  // A refusal is shown by the page's toaster, from the hook's meta.
  const save = useUpdateProfile({ onSuccess: () => showMessage('exito', 'Guardamos tus datos.') });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = profileErrors(trimSpaces(nombre), telefono);
    setErrors(found);
    if (!found.nombre && !found.telefono)
      save.mutate({ nombre: trimSpaces(nombre), telefono: telefono.trim() || null });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Corregir mis datos">
      <TextField
        label="Nombre"
        name="nombre"
        autoComplete="name"
        value={nombre}
        maxLength={NAME_MAX}
        onChange={(e) => setNombre(e.target.value)}
        error={errors.nombre}
      />
      <TextField
        label="Teléfono (opcional)"
        name="telefono"
        type="tel"
        autoComplete="tel"
        value={telefono}
        maxLength={PHONE_MAX}
        onChange={(e) => setTelefono(e.target.value)}
        error={errors.telefono}
      />
      <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
        {save.isPending ? 'Guardando...' : 'Guardar cambios'}
      </button>
    </form>
  );
}
