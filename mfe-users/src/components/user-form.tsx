import { inScreenLanguage, useTranslate } from '@scheduler/shared-auth';
import { PASSWORD_RULES } from '@scheduler/shared-domain/password-rules';
import { ROLES } from '@scheduler/shared-domain/roles';
import type { User } from '@scheduler/shared-domain/user';
import { API_TOKEN_SCREENS, PENDING_PASSWORD_SCREENS } from '@scheduler/shared-domain/user-account-screens';
import {
  createUserSchema,
  USER_MESSAGES as M,
  MOBILE_CHARACTERS,
  mayStartWithoutPassword,
  type NewUserInput,
  type UserUpdateInput,
  updateUserSchema,
} from '@scheduler/shared-domain/user-schema';
import { USER_SCREENS as S, SIGN_IN_SCREENS } from '@scheduler/shared-domain/user-screens';
import { isEmail } from '@scheduler/shared-domain/validation';
import { FormField } from '@scheduler/shared-ui/form-field';
import { RadioGroup } from '@scheduler/shared-ui/radio-group';
import { type EditStamp, FullWidth, required, SchemaFormView, useSchemaForm } from '@scheduler/shared-ui/schema-form';

interface UserFormValues {
  username: string;
  password: string;
  currentPassword: string;
  endApiTokens: boolean;
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
  savedPath: string;
  onCancel: () => void;
} & (
  | { mode: 'create'; save: (user: NewUserInput) => Promise<unknown> }
  | {
      mode: 'edit';
      initial: User;
      /** Users editing themselves prove they know their password before they change it. */
      ownRecord?: boolean;
      save: (user: UserUpdateInput & EditStamp) => Promise<unknown>;
    }
);

const blank: UserFormValues = {
  username: '',
  password: '',
  currentPassword: '',
  endApiTokens: false,
  role: '',
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  active: true,
};

/** What a user's own edit screen says instead of the password fields. */
const ACCOUNT_LIVES_AT = { oidc: SIGN_IN_SCREENS.livesAtOidc, ldap: SIGN_IN_SCREENS.livesAtLdap } as const;

function valuesOf(user: User): UserFormValues {
  const { username, role, firstname, lastname, email, mobile } = user;
  return {
    username,
    password: '',
    currentPassword: '',
    endApiTokens: false,
    role,
    firstname,
    lastname,
    email,
    mobile,
    active: !user.inActive,
  };
}

/** Add User and Edit User (SPEC §2): field-level messages as you type, then the checks of SPEC §5 in order. */
export function UserForm(props: UserFormProps) {
  const t = useTranslate();
  const { isAdmin, savedPath, onCancel, mode } = props;
  const initial = mode === 'edit' ? props.initial : null;
  const roleLocked = mode === 'edit' && !isAdmin;
  /** An account of the OpenID provider or the directory has no password here: the form says where it lives. */
  const external = initial?.signIn;
  const asksCurrentPassword = mode === 'edit' && props.ownRecord === true && !external;
  const fieldsOf = (values: UserFormValues) => ({
    username: values.username,
    password: values.role === 'Contact' ? '' : values.password,
    role: roleLocked && initial ? initial.role : values.role,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    mobile: values.mobile,
  });
  // The field-level messages only inform; submitting runs the checks of SPEC §5 in order, and the first failure
  // is what the alert says (so 'Invalid email entry.' shows even where 'Email is invalid' already does).
  const form = useSchemaForm({
    defaultValues: initial ? valuesOf(initial) : blank,
    schema: initial ? updateUserSchema : createUserSchema,
    toInput: (values: UserFormValues) =>
      initial
        ? {
            ...fieldsOf(values),
            _id: initial._id,
            inActive: isAdmin ? !values.active : initial.inActive,
            currentPassword: asksCurrentPassword ? values.currentPassword : '',
            endApiTokens: asksCurrentPassword && values.endApiTokens,
          }
        : fieldsOf(values),
    // Each mode's schema made what its save takes.
    save: (user) =>
      props.mode === 'create' ? props.save(user as NewUserInput) : props.save(user as UserUpdateInput & EditStamp),
    // After the schema: the password's strength, judged by code loaded only now, then the current password.
    checkBeforeSave: async (user) => {
      if (user.password === '') return null;
      const { passwordWeakness } = await import('@scheduler/shared-domain/password-strength');
      const currentPassword = 'currentPassword' in user ? user.currentPassword : '';
      const problem =
        passwordWeakness(user.password, user) ??
        (asksCurrentPassword && currentPassword === '' ? PASSWORD_RULES.currentRequired : null);
      return problem && inScreenLanguage(problem.descriptor, problem.values);
    },
    savedPath,
    validateFieldsOnSubmit: true,
    updatedDate: initial?.updatedDate,
  });
  const { register, watch, field, formState } = form;
  const isContact = watch('role') === 'Contact';

  return (
    <SchemaFormView form={form} submit={mode === 'create' ? 'add' : 'save'} onCancel={onCancel}>
      <FormField
        label={t(S.username)}
        autoComplete="off"
        {...field('username', { validate: required(M.usernameRequired) })}
      />
      {external ? (
        <FullWidth>
          <p>{t(ACCOUNT_LIVES_AT[external])}</p>
        </FullWidth>
      ) : (
        <>
          <FormField
            label={t(
              mode === 'create'
                ? S.password
                : initial?.passwordPending
                  ? PENDING_PASSWORD_SCREENS.field
                  : S.passwordKept,
            )}
            type="password"
            autoComplete="new-password"
            disabled={isContact}
            {...field('password', {
              validate: (value, values) =>
                mode === 'edit' ||
                mayStartWithoutPassword({ ...values, password: value.trim(), email: values.email.trim() }) ||
                M.passwordRequired,
            })}
          />
          {asksCurrentPassword && (
            <>
              <FormField
                label={t(S.currentPassword)}
                type="password"
                autoComplete="current-password"
                disabled={isContact}
                {...field('currentPassword')}
              />
              <label className="flex items-center gap-2 md:col-span-2">
                <input type="checkbox" disabled={isContact} {...register('endApiTokens')} />
                {t(API_TOKEN_SCREENS.endWithPassword)}
              </label>
            </>
          )}
        </>
      )}
      <FullWidth>
        <RadioGroup
          legend={t(S.role)}
          options={ROLES}
          disabled={roleLocked}
          error={formState.errors.role?.message}
          registration={register('role', { validate: required(M.roleRequired) })}
        />
      </FullWidth>
      <FormField label={t(S.firstName)} {...field('firstname', { validate: required(M.firstNameRequired) })} />
      <FormField label={t(S.lastName)} {...field('lastname', { validate: required(M.lastNameRequired) })} />
      <FormField
        label={t(S.email)}
        type="email"
        {...field('email', {
          validate: (value) => value.trim() === '' || isEmail(value.trim()) || M.emailFieldInvalid,
        })}
      />
      <FormField
        label={t(S.mobile)}
        type="tel"
        {...field('mobile', { validate: (value) => MOBILE_CHARACTERS.test(value) || M.mobileFieldNotNumber })}
      />
      {mode === 'edit' && (
        <label className="flex items-center gap-2 md:col-span-2">
          <input type="checkbox" disabled={!isAdmin} {...register('active')} />
          {t(S.active)}
        </label>
      )}
    </SchemaFormView>
  );
}
