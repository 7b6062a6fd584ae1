import '../../lib/page-styles';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { exchangeTempId, verifySession } from '../../api/auth';
import { writeToken } from '../../api/token';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { t } from '../../i18n/t';
import { safeReturnPath } from './safe-return-path';

type State =
  { kind: 'processing' } | { kind: 'success'; name: string } | { kind: 'error'; message: string };

export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'processing' });
  const started = useRef(false);
  const returnUrl = safeReturnPath(params.get('returnUrl'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const failure = params.get('error');
      if (failure) {
        setState({ kind: 'error', message: failure.slice(0, 200) });
        return;
      }
      try {
        const tempId = params.get('tempId');
        const direct = params.get('token');
        const token = direct ?? (tempId ? (await exchangeTempId(tempId)).token : null);
        if (!token) throw new Error(t('auth.noToken'));
        writeToken(token);
        const verified = await verifySession();
        if (!verified.authenticated || !verified.user) throw new Error(t('auth.verifyFailed'));
        setState({ kind: 'success', name: verified.user.full_name || verified.user.email });
      } catch (error) {
        setState({
          kind: 'error',
          message:
            error instanceof Error && error.message
              ? error.message
              : t('auth.callbackDefaultError'),
        });
      }
    })();
  }, [params]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const id = window.setTimeout(() => void navigate(returnUrl, { replace: true }), 2000);
    return () => window.clearTimeout(id);
  }, [state, navigate, returnUrl]);

  return (
    <PageFrame title={t('pageTitles.authCallback')} size="sm">
      {state.kind === 'processing' ? <LoadingState label={t('auth.callbackProcessing')} /> : null}
      {state.kind === 'success' ? (
        <Alert color="green" title={t('auth.callbackSuccess', { name: state.name })} role="status">
          <Text>{t('auth.callbackRedirect')}</Text>
        </Alert>
      ) : null}
      {state.kind === 'error' ? (
        <Stack>
          <Alert color="red" role="alert">
            {t('auth.callbackError', { message: state.message })}
          </Alert>
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
