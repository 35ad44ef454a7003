import { useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { hasErrors, useForm } from "../../../lib/use-form";
import { useSignUpSeller } from "../api/use-sign-up-seller";

type Values = { name: string; email: string; mobile: string; storeName: string; address: string; password: string };

const required = (value: string, message: string) => (value.trim() ? undefined : message);

function validate(values: Values) {
  return {
    name: required(values.name, "Name is required"),
    email: required(values.email, "Email is required"),
    mobile: required(values.mobile, "Mobile is required"),
    storeName: required(values.storeName, "Store Name is required"),
    address: required(values.address, "Address is required"),
    password: values.password ? undefined : "Password is required",
  };
}

export function SellerSignupPage() {
  const navigate = useNavigate();
  const form = useForm<Values>({ name: "", email: "", mobile: "", storeName: "", address: "", password: "" });
  const { signUp, loading } = useSignUpSeller();
  const [message, setMessage] = useState<string>();
  const { returnTo, signedIn } = useSignInPageExit("seller");

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    const errors = validate(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;

    const { name, email, mobile, storeName, address, password } = form.values;
    const result = await signUp({
      name: name.trim(),
      email: email.trim(),
      mobile: mobile.trim(),
      storeName: storeName.trim(),
      address: address.trim(),
      password,
    });
    if (result.ok) {
      navigate("/seller/login");
      return;
    }
    form.showFieldErrors(result.fields);
    setMessage(result.message);
  };

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow="Sellers" title="Register your store" intro="Open your store and reach shoppers across the country.">
      <StyledForm noValidate onSubmit={handleSubmit} aria-label="Seller sign up" data-testid="seller-sign-up-form">
        <TextField label="Name" autoComplete="name" {...form.text("name")} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.text("email")} />
        <TextField label="Mobile" type="tel" autoComplete="tel" inputMode="numeric" {...form.text("mobile")} />
        <TextField label="Store name" autoComplete="organization" {...form.text("storeName")} />
        <TextField label="Store address" autoComplete="street-address" {...form.text("address")} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.text("password")} />
        <FormMessage text={message} />
        <Button type="submit" block loading={loading} data-testid="submit">
          Register
        </Button>
      </StyledForm>
      <StyledFormLinks>
        <p>
          Already selling with us? <TextLink to="/seller/login">Sign in</TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
