import { ROLES } from '@scheduler/shared-domain/roles';
import type { User } from '@scheduler/shared-domain/user';
import {
  createUserSchema,
  USER_MESSAGES as M,
  MOBILE_CHARACTERS,
  type NewUserInput,
  type UserUpdateInput,
  updateUserSchema,
} from '@scheduler/shared-domain/user-schema';
import { isEmail, validateInOrder } from '@scheduler/shared-domain/validation';
import { FormActions } from '@scheduler/shared-ui/form-actions';
import { FormField } from '@scheduler/shared-ui/form-field';
import { RadioGroup } from '@scheduler/shared-ui/radio-group';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';

interface UserFormValues {
  username: string;
  password: string;
  role: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  active: boolean;
}

type UserFormProps = {
  /** Only an Admin may pick a role on edit, or deactivate a user (SPEC §2, §6). */
  isAdmin: boolean;
  onCancel: () => void;
} & (
  | { mode: 'create'; onSave: (user: NewUserInput) => Promise<unknown> }
  | { mode: 'edit'; initial: User; onSave: (user: UserUpdateInput) => Promise<unknown> }
);

const blank: UserFormValues = {
  username: '',
  password: '',
  role: '',
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  active: true,
};

function valuesOf(user: User): UserFormValues {
  const { username, role, firstname, lastname, email, mobile } = user;
  return { username, password: '', role, firstname, lastname, email, mobile, active: !user.inActive };
}

const required = (message: string) => (value: string) => value.trim() !== '' || message;

/** Add User and Edit User (SPEC §2): field-level messages as you type, then the checks of SPEC §5 in order. */
export function UserForm(props: UserFormProps) {
  const { isAdmin, onCancel, mode } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const {
    register,
    getValues,
    trigger,
    watch,
    formState: { errors },
  } = useForm<UserFormValues>({ mode: 'onTouched', defaultValues: initial ? valuesOf(initial) : blank });
  const isContact = watch('role') === 'Contact';
  const roleLocked = mode === 'edit' && !isAdmin;

  // The field-level messages only inform; submitting runs the checks of SPEC §5 in order, and the first failure
  // is what the alert says (so 'Invalid email entry.' shows even where 'Email is invalid' already does).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void trigger();
    const values = getValues();
    const fields = {
      username: values.username,
      password: isContact ? '' : values.password,
      role: roleLocked && initial ? initial.role : values.role,
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      mobile: values.mobile,
    };
    setSaving(true);
    try {
      if (props.mode === 'create') {
        const checked = validateInOrder(createUserSchema, fields);
        if (!checked.ok) return setFailure(new Error(checked.message));
        await props.onSave(checked.value);
      } else {
        const inActive = isAdmin ? !values.active : props.initial.inActive;
        const checked = validateInOrder(updateUserSchema, { ...fields, _id: props.initial._id, inActive });
        if (!checked.ok) return setFailure(new Error(checked.message));
        await props.onSave(checked.value);
      }
    } catch (saveFailure) {
      setFailure(saveFailure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <FormField
        label="Username"
        autoComplete="off"
        error={errors.username?.message}
        {...register('username', { validate: required(M.usernameRequired) })}
      />
      <FormField
        label={mode === 'edit' ? 'Password (blank keeps the current one)' : 'Password'}
        type="password"
        autoComplete="new-password"
        disabled={isContact}
        error={errors.password?.message}
        {...register('password', {
          validate: (value, values) =>
            mode === 'edit' || values.role === 'Contact' || value.trim() !== '' || M.passwordRequired,
        })}
      />
      <div className="sm:col-span-2">
        <RadioGroup
          legend="Role"
          options={ROLES}
          disabled={roleLocked}
          error={errors.role?.message}
          registration={register('role', { validate: required(M.roleRequired) })}
        />
      </div>
      <FormField
        label="First Name"
        error={errors.firstname?.message}
        {...register('firstname', { validate: required(M.firstNameRequired) })}
      />
      <FormField
        label="Last Name"
        error={errors.lastname?.message}
        {...register('lastname', { validate: required(M.lastNameRequired) })}
      />
      <FormField
        label="Email"
        type="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => value.trim() === '' || isEmail(value.trim()) || M.emailFieldInvalid,
        })}
      />
      <FormField
        label="Mobile"
        type="tel"
        error={errors.mobile?.message}
        {...register('mobile', { validate: (value) => MOBILE_CHARACTERS.test(value) || M.mobileFieldNotNumber })}
      />
      {mode === 'edit' && (
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" disabled={!isAdmin} {...register('active')} />
          Active
        </label>
      )}
      <FormActions
        submitLabel={mode === 'create' ? 'Add' : 'Save'}
        saving={saving}
        onCancel={onCancel}
        failure={failure}
      />
    </form>
  );
}
