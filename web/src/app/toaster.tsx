import { useEffect } from "react";
import toast, { ToastBar, Toaster, useToasterStore } from "react-hot-toast";
import { useTheme } from "styled-components";

const MAX_VISIBLE = 20;

/** Toasts last 4 s (success 2 s, error 4 s, loading until replaced); at most 20 show at once. */
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
        success: { duration: 2000 },
        error: { duration: 4000 },
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
