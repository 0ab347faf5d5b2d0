import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRegisterStudent, useRegisterTeacher } from '@/generated/api/auth/auth';
import type { RegistrationResponse } from '@/generated/api/model';
import { writePendingUser } from '@/lib/api/session-storage';
import { studentPayload, teacherPayload } from '../utils/build-payload';
import type { RegisterFormValues, RegisterRole } from '../utils/register-schema';

/**
 * Sends the role's payload. The response's access token is stored by the mutator; the user is
 * kept as pending (session storage) until the e-mail is verified, then the verification page takes over.
 */
export function useRegister(role: RegisterRole) {
  const navigate = useNavigate();
  const student = useRegisterStudent();
  const teacher = useRegisterTeacher();
  const mutation = role === 'student' ? student : teacher;

  const onSuccess = (response: RegistrationResponse, email: string) => {
    const { userId, username, role: userRole, profileImageUrl } = response.data;
    writePendingUser({ id: userId, username, role: userRole, profileImageUrl: profileImageUrl ?? null });
    void navigate(paths.verifyEmail.getHref(email, true));
  };

  const submit = (values: RegisterFormValues) => {
    const email = values.email.trim();
    if (role === 'student')
      student.mutate({ data: studentPayload(values) }, { onSuccess: (r) => onSuccess(r, email) });
    else teacher.mutate({ data: teacherPayload(values) }, { onSuccess: (r) => onSuccess(r, email) });
  };

  return {
    submit,
    saving: mutation.isPending,
    /** The failed call's error, shown by the form; null when there is none. */
    failure: mutation.isError ? mutation.error : null,
    clearFailure: () => {
      if (mutation.isError) mutation.reset();
    },
  };
}
