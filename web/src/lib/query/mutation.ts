import { useRef, useState } from 'react';

export interface MutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

type MutationState<TData> =
  | { status: 'idle'; data: undefined; error: null; isPending: false; isError: false }
  | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
  | { status: 'success'; data: TData; error: null; isPending: false; isError: false }
  | { status: 'error'; data: undefined; error: Error; isPending: false; isError: true };

const IDLE = {
  status: 'idle',
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
} as const;
const settled = { isPending: false, isError: false } as const;

/**
 * A change the console sends (the visitors' app sends its own through the outbox,
 * docs/writes.md): its state, and `mutate` to send it. After `reset`, a change still under way
 * no longer shows, though its callbacks run.
 */
export function useMutation<TData, TVariables>(options: MutationOptions<TData, TVariables>) {
  const [state, setState] = useState<MutationState<TData>>(IDLE);
  const run = useRef(0);

  const mutate = (variables: TVariables) => {
    const own = (run.current += 1);
    const shown = (next: MutationState<TData>) => {
      if (run.current === own) setState(next);
    };
    shown({ status: 'pending', data: undefined, error: null, isPending: true, isError: false });
    options.mutationFn(variables).then(
      (data) => {
        shown({ status: 'success', data, error: null, ...settled });
        options.onSuccess?.(data, variables);
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        shown({
          status: 'error',
          data: undefined,
          error: failure,
          isPending: false,
          isError: true,
        });
        options.onError?.(failure, variables);
      },
    );
  };

  const reset = () => {
    run.current += 1;
    setState(IDLE);
  };

  return { ...state, mutate, reset };
}
