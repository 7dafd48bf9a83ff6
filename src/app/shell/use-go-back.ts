import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppEnv } from '../app-env';
import { goBack } from './go-back';

/** The nav bar's back: see goBack. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { bridge } = useAppEnv();
  return useCallback(() => goBack(bridge, { back: () => navigate(-1), home: () => navigate('/', { replace: true }) }), [bridge, navigate]);
}
