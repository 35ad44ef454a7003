import toast from "react-hot-toast";
import { toastsLoaded } from "./toasts-loaded";

// The first bundle that can raise a toast brings the toaster with it; pages that never toast
// (the home page's first load) carry neither.
toastsLoaded();

export { toast };
