/**
 * What a screen does after one of this feature's mutations (a message, a change of step). The
 * hooks run it in the mutation's own callbacks, after the cache is updated, so it runs even when
 * the change unmounts the component that started it (a factor turned off, an account deleted).
 */
export interface MutationCallbacks<TData, TVariables = void> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error) => void;
}
