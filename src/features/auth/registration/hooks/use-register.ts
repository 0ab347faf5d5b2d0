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
 * Both happen in the mutations' own callbacks, which run even when the answer arrives after the person has
 * left /register: the account exists by then, and only the verification page can make it usable.
 */
export function useRegister(role: RegisterRole) {
  const navigate = useNavigate();
  const onSuccess = (response: RegistrationResponse, email: string) => {
    const { userId, username, role: userRole, profileImageUrl } = response.data;
    writePendingUser({ id: userId, username, role: userRole, profileImageUrl: profileImageUrl ?? null });
    void navigate(paths.verifyEmail.getHref(email, true));
  };
  const student = useRegisterStudent({
    mutation: { onSuccess: (response, { data }) => onSuccess(response, data.email) },
  });
  const teacher = useRegisterTeacher({
    mutation: { onSuccess: (response, { data }) => onSuccess(response, data.email) },
  });
  const mutation = role === 'student' ? student : teacher;

  // Awaited by the form's handler, so its submit lock holds until the answer (one submit, one request); a
  // failure is shown from `failure`.
  const submit = async (values: RegisterFormValues): Promise<void> => {
    const sent =
      role === 'student'
        ? student.mutateAsync({ data: studentPayload(values) })
        : teacher.mutateAsync({ data: teacherPayload(values) });
    await sent.catch(() => undefined);
  };

  return {
    submit,
    saving: mutation.isPending,
    /** Registered: the verification page is on its way. */
    done: mutation.isSuccess,
    /** The failed call's error, shown by the form; null when there is none. */
    failure: mutation.isError ? mutation.error : null,
    clearFailure: () => {
      if (mutation.isError) mutation.reset();
    },
  };
}
