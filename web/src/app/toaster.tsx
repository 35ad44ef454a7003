import { useEffect } from "react";
import toast, { CheckmarkIcon, ErrorIcon, ToastBar, Toaster, useToasterStore } from "react-hot-toast";
import { useTheme } from "styled-components";

const MAX_VISIBLE = 20;

/**
 * Toasts last 4 s (success 2 s, error 4 s, loading until replaced); at most 20 show at once. Only
 * a loading toast turns a spinner.
 */
export function AppToaster() {
  const theme = useTheme();
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first: whatever is past the limit is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      // Below the sticky header, so the navigation stays readable.
      containerStyle={{ top: 116 }}
      toastOptions={{
        duration: 4000,
        // The library's own marks, given as icons: by default it draws each one over its loading
        // spinner, which keeps turning unseen for as long as the toast shows, and has the
        // shopper's screen redrawn 60 times a second meanwhile.
        success: { duration: 2000, icon: <CheckmarkIcon /> },
        error: { duration: 4000, icon: <ErrorIcon /> },
        loading: { duration: Infinity },
        style: { borderRadius: "2px", fontFamily: theme.fonts.body, fontSize: "14px" },
      }}
    >
      {(item) => (
        <div data-testid="toast" data-toast-type={item.type} data-visible={item.visible}>
          <ToastBar toast={item} />
        </div>
      )}
    </Toaster>
  );
}
